/** One request the sandbox accepted, as a test or a person inspecting the sandbox sees it. */
export interface JournalEntry {
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Request headers without Authorization and cookies. */
  headers: Record<string, string>;
  /** Whether a bearer token came with the request (the token itself is never kept). */
  bearer: boolean;
  at: number;
}

/** A failure the sandbox is told to answer with, for the next `times` calls of a service. */
export interface Fault {
  status: number;
  times: number;
}

/** Mutable state of a running sandbox: the journal of accepted requests and the pending faults. */
export const sandboxState = {
  journal: [] as JournalEntry[],
  faults: new Map<string, Fault>(),
  /** Records created by the services while the sandbox runs (leads, …), by service. */
  records: new Map<string, unknown[]>(),
};

/** Forgets every request, fault and record. */
export function resetSandbox(): void {
  sandboxState.journal.length = 0;
  sandboxState.faults.clear();
  sandboxState.records.clear();
}

/** Adds a record to a service's store and returns it. */
export function remember<T>(service: string, record: T): T {
  const list = sandboxState.records.get(service) ?? [];
  list.push(record);
  sandboxState.records.set(service, list);
  return record;
}
