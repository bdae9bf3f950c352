import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import { getCookie } from '../core/cookies.ts';
import { ServiceError, type ServiceErrorKind } from '../core/errors.ts';
import type { WidgetContextData } from '../core/page-context.ts';
import { bearerAllowed } from './bearer.ts';
import type { ServiceKey } from './services.ts';

/** What a call needs from the page: service bases, auth cookie name, brand and market. */
export type ApiScope = Pick<WidgetContextData, 'services' | 'authCookie' | 'brand' | 'market' | 'country'>;

/** How a call is made: the declarative part of one line of a service table. */
export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the service base; `{name}` segments are filled from `params` (URL-encoded). */
  path: string;
  /** Send the bearer token from the auth cookie (only calls marked bearer in the seeds). */
  bearer?: boolean;
  /** Time-out in ms; none by default (seed 001 §7). */
  timeout?: number;
  /** How to read the answer. */
  response?: 'json' | 'text' | 'blob' | 'none';
}

/** The variable part of a call. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const clients = new Map<string, KyInstance>();

/** The one ky client per service base: no retries, no default time-out, failures thrown as HTTPError. */
export function clientFor(base: string): KyInstance {
  let client = clients.get(base);
  if (!client) {
    client = ky.create({ prefixUrl: base, retry: 0, timeout: false, throwHttpErrors: true });
    clients.set(base, client);
  }
  return client;
}

function fillPath(path: string, params: CallInput['params'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new ServiceError('client', 'bad-request', `missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function kindOf(error: unknown): { kind: ServiceErrorKind; status?: number } {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return { kind: status >= 400 && status < 500 ? 'bad-request' : 'bad-response', status };
  }
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'canceled' };
  if (error instanceof SyntaxError) return { kind: 'bad-response' };
  return { kind: 'network' };
}

async function errorBody(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    return await error.response.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * Makes one call of a service. A status outside 200–299 and every other failure becomes a logged
 * {@link ServiceError} of the seed's kinds. The log names the service, method and path template only:
 * never the query, body or headers (they may hold personal data or the token).
 */
export async function request<T>(
  scope: ApiScope,
  service: ServiceKey,
  spec: CallSpec,
  input: CallInput = {},
): Promise<T> {
  const base = scope.services[service];
  if (!base) throw new ServiceError(service, 'bad-request', 'service base not declared in the page');
  try {
    const path = fillPath(spec.path, input.params);
    const headers: Record<string, string> = { ...input.headers };
    if (spec.bearer) {
      const token = getCookie(scope.authCookie);
      if (token && bearerAllowed(base, new URL(path, base).href)) headers.Authorization = `Bearer ${token}`;
    }
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) searchParams[key] = String(value);
    }
    const response = await clientFor(base)(path, {
      method: spec.method,
      headers,
      searchParams,
      json: input.json,
      body: input.body,
      signal: input.signal,
      timeout: spec.timeout ?? false,
    });
    const reading = spec.response ?? 'json';
    if (reading === 'none' || response.status === 204) return undefined as T;
    if (reading === 'blob') return (await response.blob()) as T;
    if (reading === 'text') return (await response.text()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const { kind, status } = kindOf(error);
    console.warn(
      `[hub-widgets] ${service} ${spec.method} ${spec.path} failed: ${kind}${status ? ` ${status}` : ''}`,
    );
    throw new ServiceError(
      service,
      kind,
      `${spec.method} ${spec.path} failed (${kind})`,
      status,
      await errorBody(error),
    );
  }
}
