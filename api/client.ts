import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { getCookie } from '../core/cookies.ts';
import { GuardError, ServiceError, type ServiceErrorKind } from '../core/errors.ts';
import { marketInfo } from '../core/markets.ts';
import type { WidgetContextData } from '../core/page-context.ts';
import type { Settings } from '../core/settings.ts';
import { bearerAllowed } from './bearer.ts';
import { BodyTimeoutError, readWithin } from './bodyDeadline.ts';
import { deadlineFor, formBytes } from './deadlines.ts';
import { forgetSharedAnswer, sendShared } from './inflight.ts';
import { retryAfterSeconds } from './retryAfter.ts';
import type { Role } from './roles.ts';
import type { ServiceKey } from './services.ts';
import type { Progress } from './upload.ts';

/** What a call needs from the page: service bases, auth cookie name, brand and market. */
export type ApiScope = Pick<WidgetContextData, 'services' | 'authCookie' | 'brand' | 'market' | 'country'> & {
  /** The page's `deadline-scale` (api/deadlines.ts); absent: 1. */
  settings?: Pick<Settings, 'deadline-scale'>;
};

/** HTTP methods the seeds use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Query parameters the client fills from the page scope: `brand`, `BRAND` (the brand upper-case,
 * sent as `brand`), `market` (`pt-BR`), `country` (`BR`), `language` (`pt-BR`, `es-AR`; c-BR → pt-BR).
 */
export type ScopeParam = 'brand' | 'BRAND' | 'market' | 'country' | 'language';

/**
 * Headers the client adds: `brand` / `BRAND` (admin calls, loyalty: header `brand`), `x-hub-context`
 * (benefits: the brand), `accept-language` (rental: the market's language), `cookie-authorization`
 * (rental timelines: `Authorization` carries the auth cookie's value as is, same origin rule as bearer).
 */
export type HeaderRule = 'brand' | 'BRAND' | 'x-hub-context' | 'accept-language' | 'cookie-authorization';

/** How a call is made: the declarative part of one line of a service table. */
export interface CallSpec {
  method: HttpMethod;
  /**
   * Path relative to the service base; `{name}` segments are filled from `params` (URL-encoded);
   * `{brand}` and `{market}` default to the scope's.
   */
  path: string;
  /** Send the bearer token from the auth cookie (only calls marked bearer in the seeds). */
  bearer?: boolean;
  /** Send `Authorization: Basic base64(email:password)` built from `input.credentials` (identity v3). */
  basic?: boolean;
  /** Query parameters the call takes; `name?` is optional. A missing required one: 'Params is required'. */
  query?: readonly string[];
  /** Query parameters taken from the scope. */
  adds?: readonly ScopeParam[];
  /** Headers taken from the scope. */
  headers?: readonly HeaderRule[];
  /** Request body: JSON (`input.json`, the default) or multipart form data (`input.form`). */
  body?: 'json' | 'multipart';
  /**
   * Refusals before sending: where in the input (`params.id`, `query.radius`, `json`, `json.value`,
   * `form.file`) an empty value makes the call fail with the seed's message.
   */
  guards?: Readonly<Record<string, string>>;
  /**
   * The roles of which the signed-in user must hold one (seed 001 §6 lists the roles, not their
   * permissions: our reading, api/README.md "Roles"); the service answers 403 to anyone else.
   * Administration widgets show only the calls the user's roles allow (`domain/roles`).
   */
  roles?: readonly Role[];
  /**
   * Deadline in ms when the call needs its own (the payment's 30 s); without it the call's kind sets
   * one (api/deadlines.ts: reads, sends, uploads). The page's `deadline-scale` applies to both.
   */
  timeout?: number;
  /** How to read the answer. */
  response?: 'json' | 'text' | 'blob' | 'none';
  /**
   * A POST that only reads (a search): it changes nothing on the service, so it leaves the page's
   * shared answers (api/inflight.ts) in place, where any other write forgets them.
   */
  reads?: boolean;
}

/** A multipart part: text, a file, or an object sent as a JSON part. */
export type FormValue = string | number | boolean | Blob | object;

/** The variable part of a call. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: BodyInit;
  /** Multipart parts of a `body: 'multipart'` call; arrays repeat the part. */
  form?: Record<string, FormValue | FormValue[] | undefined>;
  headers?: Record<string, string>;
  /** E-mail and password of a `basic` call. */
  credentials?: { email: string; password: string };
  signal?: AbortSignal;
  /**
   * Ask the service even when the page shares an answer of the same GET (api/inflight.ts): a read on
   * the user's action that must see what changed elsewhere meanwhile. Its answer is then the one shared.
   */
  fresh?: boolean;
  /** Upload progress of the body, 0 → 1 (see `upload.ts` for how it is measured). */
  onUploadProgress?: (progress: Progress) => void;
  /** Download progress of the answer. */
  onDownloadProgress?: (progress: Progress) => void;
}

/** The seed's guard message for a call without its parameters (seed 000 §8). */
export const PARAMS_REQUIRED = 'Params is required';

const clients = new Map<string, KyInstance>();

/**
 * The one ky client per service base: no retries, failures thrown as HTTPError; each call brings its
 * deadline ({@link deadlineFor}).
 */
export function clientFor(base: string): KyInstance {
  let client = clients.get(base);
  if (!client) {
    client = ky.create({ prefixUrl: base, retry: 0, timeout: false, throwHttpErrors: true });
    clients.set(base, client);
  }
  return client;
}

/** Whether a value counts as absent for a guard: nothing, blank, NaN, an empty list or object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.keys(value).length === 0;
  return false;
}

function valueAt(input: CallInput, where: string): unknown {
  let value: unknown = input;
  for (const key of where.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Throws the seed's {@link GuardError} when the input misses what the call needs. */
export function checkGuards(spec: CallSpec, input: CallInput): void {
  for (const [where, message] of Object.entries(spec.guards ?? {})) {
    if (isEmptyValue(valueAt(input, where))) throw new GuardError(message);
  }
  for (const name of spec.query ?? []) {
    if (!name.endsWith('?') && isEmptyValue(input.query?.[name])) throw new GuardError(PARAMS_REQUIRED);
  }
}

/** The value of a scope parameter. */
export function scopeValue(scope: ApiScope, name: ScopeParam): string {
  if (name === 'BRAND') return scope.brand.toUpperCase();
  if (name === 'language') return marketInfo(scope.market).language;
  return scope[name];
}

/** Fills `{name}` path segments; `{brand}` and `{market}` default to the scope's. */
export function fillPath(path: string, params: CallInput['params'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new ServiceError('client', 'bad-request', `missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function basicCredential({ email, password }: { email: string; password: string }): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** The headers of a call: the caller's, the scope's and at most one Authorization. */
function headersFor(scope: ApiScope, spec: CallSpec, input: CallInput, base: string, url: string) {
  const headers: Record<string, string> = { ...input.headers };
  const rules = spec.headers ?? [];
  if (rules.includes('brand')) headers.brand = scope.brand;
  if (rules.includes('BRAND')) headers.brand = scope.brand.toUpperCase();
  if (rules.includes('x-hub-context')) headers['x-hub-context'] = scope.brand;
  if (rules.includes('accept-language')) headers['accept-language'] = scopeValue(scope, 'language');
  const trusted = bearerAllowed(base, url);
  if (spec.basic) {
    if (!input.credentials) throw new GuardError(PARAMS_REQUIRED);
    if (!trusted) throw new GuardError('credentials are only sent to a secure service base');
    headers.Authorization = basicCredential(input.credentials);
    return headers;
  }
  const token = spec.bearer || rules.includes('cookie-authorization') ? getCookie(scope.authCookie) : null;
  if (token && trusted) {
    headers.Authorization = rules.includes('cookie-authorization') ? token : `Bearer ${token}`;
  }
  return headers;
}

function toFormData(form: CallInput['form'] = {}): FormData {
  const data = new FormData();
  for (const [name, entry] of Object.entries(form)) {
    for (const value of Array.isArray(entry) ? entry : [entry]) {
      if (value === undefined) continue;
      if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : name);
      else if (typeof value === 'object')
        data.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
      else data.append(name, String(value));
    }
  }
  return data;
}

function kindOf(error: unknown): { kind: ServiceErrorKind; status?: number } {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return { kind: status >= 400 && status < 500 ? 'bad-request' : 'bad-response', status };
  }
  if (error instanceof TimeoutError || error instanceof BodyTimeoutError) return { kind: 'timeout' };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'canceled' };
  if (error instanceof SyntaxError) return { kind: 'bad-response' };
  return { kind: 'network' };
}

/** What the failure tells beyond its kind: a 429's wait, the browser being offline. */
function detailsOf(error: unknown, kind: ServiceErrorKind) {
  if (error instanceof HTTPError && error.response.status === 429)
    return { retryAfter: retryAfterSeconds(error.response.headers.get('retry-after')) };
  if (kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false)
    return { offline: true };
  return {};
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
 * Makes one call of a service. Guards refuse before sending ({@link GuardError} with the seed's
 * message). A status outside 200–299 and every other failure becomes a logged {@link ServiceError}
 * of the seed's kinds. The log names the service, method and path template only: never the query,
 * body or headers (they may hold personal data or the token).
 */
export async function request<T>(
  scope: ApiScope,
  service: ServiceKey,
  spec: CallSpec,
  input: CallInput = {},
): Promise<T> {
  checkGuards(spec, input);
  const base = scope.services[service];
  if (!base) throw new ServiceError(service, 'bad-request', 'service base not declared in the page');
  try {
    const path = fillPath(spec.path, { brand: scope.brand, market: scope.market, ...input.params });
    const headers = headersFor(scope, spec, input, base, new URL(path, base).href);
    const searchParams: Record<string, string> = {};
    for (const name of spec.adds ?? [])
      searchParams[name === 'BRAND' ? 'brand' : name] = scopeValue(scope, name);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) searchParams[key] = String(value);
    }
    const options: Options = {
      method: spec.method,
      headers,
      searchParams,
      signal: input.signal,
      timeout: deadlineFor(
        spec,
        scope.settings?.['deadline-scale'],
        spec.body === 'multipart' ? formBytes(input.form) : 0,
      ),
    };
    if (input.onDownloadProgress) options.onDownloadProgress = input.onDownloadProgress;
    if (spec.body === 'multipart') options.body = input.body ?? toFormData(input.form);
    else if (input.json !== undefined) options.json = input.json;
    else if (input.body !== undefined) options.body = input.body;
    // Only uploads with progress need the XMLHttpRequest sender: fetched then, never with the runtime.
    if (input.onUploadProgress)
      options.fetch = (await import('./upload.ts')).progressFetch(input.onUploadProgress);
    // The deadline covers the whole call: ky's ends with the headers, the body is read within the rest.
    const endsAt = Date.now() + (options.timeout as number);
    const response = await sendShared(
      service,
      base,
      path,
      options,
      (sending) => clientFor(base)(path, sending),
      { reads: spec.reads, fresh: input.fresh },
    );
    const reading = spec.response ?? 'json';
    if (reading === 'none' || response.status === 204) return undefined as T;
    const body = <B>(read: (answer: Response) => Promise<B>) =>
      readWithin(response, read, endsAt).catch((error: unknown) => {
        // A stalled body is not kept: the retry asks the service again.
        if (error instanceof BodyTimeoutError) forgetSharedAnswer(base, path, options);
        throw error;
      });
    if (reading === 'blob') return (await body((answer) => answer.blob())) as T;
    if (reading === 'text') return (await body((answer) => answer.text())) as T;
    const text = await body((answer) => answer.text());
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      forgetSharedAnswer(base, path, options);
      throw error;
    }
  } catch (error) {
    if (error instanceof ServiceError || error instanceof GuardError) throw error;
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
      detailsOf(error, kind),
    );
  }
}
