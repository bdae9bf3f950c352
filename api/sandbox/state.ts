/** One request the sandbox accepted, as a test or a person inspecting the sandbox sees it. */
export interface JournalEntry {
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON bodies parsed; multipart bodies as `{ part: value }` with files as `{ file, size, type }`. */
  body: unknown;
  /** Request headers without Authorization and cookies. */
  headers: Record<string, string>;
  /** Whether a bearer token came with the request (the token itself is never kept). */
  bearer: boolean;
  /** The kind of Authorization that came: `Bearer …`, `Basic …`, a bare token, or none. */
  auth: 'bearer' | 'basic' | 'token' | null;
  at: number;
}

/**
 * A failure the sandbox is told to answer with (a status, or headers then silence), for the next `times` calls of a service — only the
 * calls with this method and whose path ends with `path`, when they are given (so a poll that reads
 * the same service does not take the failure meant for a send).
 */
export interface Fault {
  status: number;
  times: number;
  /**
   * `headers-then-silence`: answer `status` with its headers at once and then a body that never comes
   * (a stalled proxy); the client's deadline must end the call (api/bodyDeadline.ts).
   */
  kind?: 'headers-then-silence';
  method?: string;
  path?: string;
}

/** Whether a pending fault is for this request. */
export function faultApplies(fault: Fault, method: string, path: string): boolean {
  return (
    fault.times > 0 &&
    (!fault.method || fault.method.toUpperCase() === method.toUpperCase()) &&
    (!fault.path || path.endsWith(fault.path))
  );
}

/** Mutable state of a running sandbox: the journal of accepted requests and the pending faults. */
export const sandboxState = {
  journal: [] as JournalEntry[],
  faults: new Map<string, Fault>(),
  /** Records created by the services while the sandbox runs (leads, reservations, …), by kind. */
  records: new Map<string, unknown[]>(),
};

/** Forgets every request, fault and record. */
export function resetSandbox(): void {
  sandboxState.journal.length = 0;
  sandboxState.faults.clear();
  sandboxState.records.clear();
}

/** Adds a record to a kind's store and returns it. */
export function remember<T>(kind: string, record: T): T {
  const list = sandboxState.records.get(kind) ?? [];
  list.push(record);
  sandboxState.records.set(kind, list);
  return record;
}

/**
 * The live list of a kind's records, seeded with `initial()` the first time (and again after a
 * reset): handlers read and change it in place, so what one call writes the next one reads.
 */
export function recordsOf<T>(kind: string, initial: () => T[] = () => []): T[] {
  let list = sandboxState.records.get(kind) as T[] | undefined;
  if (!list) {
    list = initial();
    sandboxState.records.set(kind, list);
  }
  return list;
}

/** Removes the records matching `test`; returns how many went. */
export function forget<T>(kind: string, test: (record: T) => boolean): number {
  const list = recordsOf<T>(kind);
  const before = list.length;
  const kept = list.filter((record) => !test(record));
  list.splice(0, list.length, ...kept);
  return before - kept.length;
}

let counter = 0;

/** A new record id with a prefix: 'RSV-00001K' (unique while the sandbox runs). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${String(counter).padStart(5, '0')}${(counter * 7919).toString(36).slice(-1).toUpperCase()}`;
}
