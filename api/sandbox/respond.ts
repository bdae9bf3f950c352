import { HttpResponse, type HttpResponseResolver } from 'msw';
import { faultApplies, type JournalEntry, sandboxState } from './state.ts';

/** The service key a sandbox URL belongs to: the path segment before the call's path. */
export type Resolver = HttpResponseResolver<Record<string, string | readonly string[]>, never, never>;

const HIDDEN_HEADERS = new Set(['authorization', 'cookie']);

/** Marks an injected answer whose body never comes: the node middleware sends its headers at once. */
export const STALLED_HEADER = 'x-sandbox-fault';

async function readForm(request: Request): Promise<Record<string, unknown>> {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of await request.clone().formData()) {
    const shown =
      typeof value === 'string' ? value : { file: value.name, size: value.size, type: value.type };
    const previous = parts[name];
    parts[name] = previous === undefined ? shown : [previous, shown].flat();
  }
  return parts;
}

function authKind(header: string | null): JournalEntry['auth'] {
  if (!header) return null;
  if (/^Bearer \S+/.test(header)) return 'bearer';
  if (/^Basic \S+/.test(header)) return 'basic';
  return 'token';
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return readForm(request).catch(() => ({ malformed: true }));
  const text = await request.clone().text();
  if (!text) return undefined;
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return { malformed: text };
    }
  }
  return text;
}

/**
 * Wraps a handler of service `service`: answers an injected fault if one is pending, otherwise runs
 * the handler and records the request in the journal when the answer is a success.
 */
export function serve(service: string, resolver: Resolver): Resolver {
  return async (info) => {
    const fault = sandboxState.faults.get(service);
    if (fault && faultApplies(fault, info.request.method, new URL(info.request.url).pathname)) {
      fault.times -= 1;
      if (fault.times === 0) sandboxState.faults.delete(service);
      if (fault.kind === 'headers-then-silence')
        return new HttpResponse(new ReadableStream({ start() {} }), {
          status: fault.status,
          headers: { 'content-type': 'application/json', [STALLED_HEADER]: fault.kind },
        });
      return HttpResponse.json({ message: 'Injected failure' }, { status: fault.status });
    }
    const response = (await resolver(info)) as Response | undefined;
    if (response && response.status < 300) {
      const url = new URL(info.request.url);
      const headers: Record<string, string> = {};
      info.request.headers.forEach((value, key) => {
        if (!HIDDEN_HEADERS.has(key)) headers[key] = value;
      });
      sandboxState.journal.push({
        service,
        method: info.request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await readBody(info.request),
        headers,
        bearer: /^Bearer \S+/.test(info.request.headers.get('authorization') ?? ''),
        auth: authKind(info.request.headers.get('authorization')),
        at: Date.now(),
      });
    }
    return response;
  };
}

/** The bearer token of a request, or null. */
export function bearerOf(request: Request): string | null {
  return /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** A 422 answer listing what is wrong with a payload, like the real services. */
export function invalid(errors: { field: string; message: string }[]): Response {
  return HttpResponse.json({ message: 'Unprocessable entity', errors }, { status: 422 });
}

/** Parses a JSON body; null when the body is not JSON (answer 400). */
export async function jsonBody(request: Request): Promise<unknown | null> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}
