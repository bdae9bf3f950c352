/*
 * Every call has a deadline (issue 16): seed 001 §7 gives the client no default time-out, so a service
 * that never answers left flows loading forever. The deadline fits what the call does: reads are
 * short, sends longer, uploads grow with their size; a CallSpec's own `timeout` (the payment's 30 s,
 * the WhatsApp phone check's 3 s) wins. The page setting `deadline-scale` multiplies every deadline
 * (a test page shortens them; README "Deadlines and failures").
 */
/** The deadline of each kind of call, in ms. */
export const DEADLINES = {
  /** A GET: the person waits on a list or a page to show. */
  read: 15_000,
  /** A POST, PUT, PATCH or DELETE: the service may do real work (a lead, a simulation, an order). */
  send: 30_000,
  /** A multipart upload: at least this, more when the body is large (see {@link UPLOAD_BYTES_PER_SECOND}). */
  upload: 60_000,
} as const;

/** The slowest upload rate an upload's deadline allows for (≈ 0.4 Mbit/s, a weak mobile link). */
export const UPLOAD_BYTES_PER_SECOND = 50_000;

/** The longest deadline a timer can hold (setTimeout's limit). */
const MAX_DEADLINE_MS = 2_147_483_647;

/** What decides a call's deadline: its method, its kind of body, its own time-out. */
export interface DeadlineSpec {
  /** The HTTP method: GET reads, any other sends. */
  method: string;
  body?: 'json' | 'multipart';
  timeout?: number;
}

/** The deadline of a call before scaling: the CallSpec's own, else by method and body. */
export function baseDeadline(spec: DeadlineSpec, uploadBytes = 0): number {
  if (spec.timeout !== undefined) return spec.timeout;
  if (spec.body === 'multipart')
    return Math.max(DEADLINES.upload, Math.ceil((uploadBytes / UPLOAD_BYTES_PER_SECOND) * 1000));
  return spec.method === 'GET' ? DEADLINES.read : DEADLINES.send;
}

/**
 * The deadline of a call in ms: {@link baseDeadline} times the page's `deadline-scale` (default 1),
 * at least 1 ms and at most what a timer can hold.
 */
export function deadlineFor(spec: DeadlineSpec, scale = 1, uploadBytes = 0): number {
  const scaled = Math.round(baseDeadline(spec, uploadBytes) * scale);
  return Math.min(MAX_DEADLINE_MS, Math.max(1, scaled));
}

/** The size in bytes of the files and texts of a multipart body (an estimate for the deadline). */
export function formBytes(form: Record<string, unknown> | undefined): number {
  let bytes = 0;
  for (const entry of Object.values(form ?? {})) {
    for (const value of Array.isArray(entry) ? entry : [entry]) {
      if (value instanceof Blob) bytes += value.size;
      else if (typeof value === 'string') bytes += value.length;
    }
  }
  return bytes;
}

/**
 * A read's deadline for a download outside the client (a widget's lazily fetched decoder chunk), scaled
 * by the page's `deadline-scale` as the client's calls are.
 */
export function downloadDeadline(settings?: { 'deadline-scale'?: number | undefined }): number {
  return deadlineFor({ method: 'GET' }, settings?.['deadline-scale'] ?? 1);
}
