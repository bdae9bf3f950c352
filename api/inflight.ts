import type { Options } from 'ky';
import type { ServiceKey } from './services.ts';

/**
 * Services whose GET answers are the catalogue: the same for every shopper and for the page's life
 * (versions, parts, prices, places, dealers). Without an Authorization header their answers are kept.
 */
const CATALOGUE: ReadonlySet<ServiceKey> = new Set(['catalog', 'parts', 'price', 'location', 'dealers']);

/**
 * Signed-in reads kept for the page, per user (the key holds the Authorization header): the profile,
 * which several widgets read on first load and only a write changes. Other signed-in reads (order and
 * payment statuses, which widgets poll) live only while in flight.
 */
const KEPT_SIGNED_IN: ReadonlySet<string> = new Set(['users users/self']);

/** GETs in flight and kept catalogue answers, by what makes two GETs identical. */
const shared = new Map<string, Promise<Response>>();

/** Forgets every kept answer (after a write, which may change them; between tests). */
export function forgetSharedAnswers(): void {
  shared.clear();
}

/**
 * Lets the kept answer of this GET go: its body could not be read (a malformed JSON answers 200), so
 * the retry must ask the service again rather than read the same broken body.
 */
export function forgetSharedAnswer(base: string, path: string, options: Options): void {
  shared.delete(keyOf(base, path, options));
}

/** What makes two GETs identical: the full address and every header, Authorization included. */
function keyOf(base: string, path: string, options: Options): string {
  const query = new URLSearchParams(options.searchParams as Record<string, string>).toString();
  const headers = Object.entries((options.headers ?? {}) as Record<string, string>).sort();
  return JSON.stringify([base + path, query, headers, options.timeout]);
}

const canceled = () => new DOMException('The caller gave up', 'AbortError');

/** The caller's copy of a shared answer, or the caller's own cancel when its signal aborts first. */
function copyFor(answer: Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  const copy = answer.then((response) => response.clone());
  if (!signal) return copy;
  return Promise.race([
    copy,
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(canceled()), { once: true }),
    ),
  ]);
}

/**
 * Sends a call through `send`, sharing identical GETs (same address, same headers, so the same user):
 * one request while it is in flight, every caller reading its own copy of the answer; a caller's abort
 * cancels only its own wait. A catalogue GET ({@link CATALOGUE}, no Authorization) and the signed-in
 * user's profile ({@link KEPT_SIGNED_IN}, for that user only) are kept for the page's life; a failure is
 * never kept, and other signed-in answers live only while in flight. Any other method is sent as is and
 * forgets the kept answers.
 */
export function sendShared(
  service: ServiceKey,
  base: string,
  path: string,
  options: Options,
  send: (options: Options) => Promise<Response>,
): Promise<Response> {
  if (options.method !== 'GET' || options.onDownloadProgress) {
    if (options.method !== 'GET') forgetSharedAnswers();
    return send(options);
  }
  // A caller that gave up before asking sends nothing.
  if (options.signal?.aborted) return Promise.reject(canceled());
  const key = keyOf(base, path, options);
  let answer = shared.get(key);
  if (!answer) {
    const signedIn = Object.keys(options.headers ?? {}).some(
      (name) => name.toLowerCase() === 'authorization',
    );
    const keep = signedIn ? KEPT_SIGNED_IN.has(`${service} ${path}`) : CATALOGUE.has(service);
    const sent = send({ ...options, signal: undefined });
    answer = sent;
    shared.set(key, sent);
    const leave = () => {
      if (shared.get(key) === sent) shared.delete(key);
    };
    sent.then(() => keep || leave(), leave);
  }
  return copyFor(answer, options.signal);
}
