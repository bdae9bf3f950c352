// Types of scripts/call-map.mjs for api/callMap.test.ts.

/** The page code, cut into declarations, with its imports resolved. */
export interface Sources {
  root: string;
  files: Map<string, unknown>;
}

/** A service table as the script reads it from its file. */
export interface TableText {
  service: string;
  calls: Record<string, { method: string; path: string }>;
}

/** The call map: for every `service name`, the tags that can send it. */
export interface CallMap {
  tables: Map<string, TableText>;
  tags: string[];
  sentBy: Map<string, Set<string>>;
  /** What could not be told (a computed call name without a literal, `call()` with a variable). */
  problems: string[];
  /** The nodes by which `tag` reaches the one sending `key` (`service name`), its element module first. */
  why(tag: string, key: string): string[];
}

export const START: string;
export const END: string;
export function loadSources(root?: string): Sources;
export function callMap(sources?: Sources): CallMap;
export function readReasons(root?: string): Map<string, string>;
export function renderSection(map: CallMap, reasons: Map<string, string>): string;
export function withSection(readme: string, section: string): string;
export function reasonProblems(
  map: CallMap,
  reasons: Map<string, string>,
): { missing: string[]; stale: string[] };
