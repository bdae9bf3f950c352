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

/**
 * The shopper's lists that several widgets read as the page opens (schedules: test drive and account;
 * reservations: my orders, the account's orders, the reservation flow), by `service path`: their answer
 * is shared for {@link SHARED_AT_MOUNT_MS} after it arrives, then asked again, so a later read sees what
 * changed on the service meanwhile. Polls read other addresses (an order by its id) and are never shared
 * beyond their flight.
 */
const SHARED_AT_MOUNT: ReadonlySet<string> = new Set([
  'dealers v1/appointments/web',
  'reservations v2/reservations/user-reserves',
]);

/** How long an answer of {@link SHARED_AT_MOUNT} is shared after it arrives: a page's widgets mounting. */
export const SHARED_AT_MOUNT_MS = 5000;

/** A shared GET: its answer, and until when it may be shared once it has arrived (`Infinity`: the page's life). */
interface SharedAnswer {
  answer: Promise<Response>;
  until: number;
}

/** GETs in flight and kept answers, by what makes two GETs identical. */
const shared = new Map<string, SharedAnswer>();

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

/** How long a successful answer of this GET is shared after it arrives (0: only while in flight). */
function keptFor(service: ServiceKey, path: string, options: Options): number {
  if (SHARED_AT_MOUNT.has(`${service} ${path}`)) return SHARED_AT_MOUNT_MS;
  const signedIn = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
  const kept = signedIn ? KEPT_SIGNED_IN.has(`${service} ${path}`) : CATALOGUE.has(service);
  return kept ? Number.POSITIVE_INFINITY : 0;
}

/**
 * Sends a call through `send`, sharing identical GETs (same address, same headers, so the same user):
 * one request while it is in flight, every caller reading its own copy of the answer; a caller's abort
 * cancels only its own wait. A catalogue GET ({@link CATALOGUE}, no Authorization) and the signed-in
 * user's profile ({@link KEPT_SIGNED_IN}, for that user only) are kept for the page's life, the lists of
 * {@link SHARED_AT_MOUNT} for a moment after they arrive; a failure is never kept, and other answers
 * live only while in flight; a `fresh` read always asks, and its answer is the one shared. Any other method is sent as is and forgets every kept answer (a write may
 * change them), unless the call `reads` only (a search sent by POST).
 */
export function sendShared(
  service: ServiceKey,
  base: string,
  path: string,
  options: Options,
  send: (options: Options) => Promise<Response>,
  { reads = false, fresh = false }: { reads?: boolean | undefined; fresh?: boolean | undefined } = {},
): Promise<Response> {
  if (options.method !== 'GET' || options.onDownloadProgress) {
    if (options.method !== 'GET' && !reads) forgetSharedAnswers();
    return send(options);
  }
  // A caller that gave up before asking sends nothing.
  if (options.signal?.aborted) return Promise.reject(canceled());
  const key = keyOf(base, path, options);
  let entry = shared.get(key);
  if (entry && (fresh || entry.until < Date.now())) {
    shared.delete(key);
    entry = undefined;
  }
  if (!entry) {
    const keep = keptFor(service, path, options);
    const sent = send({ ...options, signal: undefined });
    const current: SharedAnswer = { answer: sent, until: Number.POSITIVE_INFINITY };
    entry = current;
    shared.set(key, current);
    const leave = () => {
      if (shared.get(key) === current) shared.delete(key);
    };
    sent.then(() => {
      if (keep === 0) leave();
      else current.until = Date.now() + keep;
    }, leave);
  }
  return copyFor(entry.answer, options.signal);
}
