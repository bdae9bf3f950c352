// Types of scripts/build/firstLoadChunks.mjs for scripts/build.mjs's tests.
import type { Plugin } from 'vite';

export const MIN_CHUNK: number;
export const MAX_FILES: number;
/** Bytes a page may gain to save files: `default`, or per tag. */
export const EXTRA_CAPS: Record<string, number>;
/** How much a merge's added bytes weigh against what it saves (the power of bytes added + 1). */
export const COST_WEIGHT: number;

export interface FirstPassChunk {
  file: string;
  name: string;
  modules: string[];
  imports: string[];
  code: string;
  gzip: number;
  entry: boolean;
  loader: boolean;
  fixed: boolean;
}
export interface FirstPass {
  chunks: FirstPassChunk[];
  /** tag → file of its element chunk */
  tags: Record<string, string>;
}
export interface PlannedPage {
  tag: string;
  files: number;
  bytes: number;
}
export interface FirstLoadPlan {
  /** module id → name of the chunk it goes to */
  groups: Map<string, string>;
  chunks: { name: string; tags: string[]; gzip: number }[];
  before: PlannedPage[];
  pages: PlannedPage[];
}

export function describeBundle(
  bundle: Record<string, unknown>,
  options: { loader: string; fixed: string[] },
): FirstPass;
export function planFirstLoad(
  description: FirstPass,
  options?: { runtime?: string; limits?: Record<string, number> },
): FirstLoadPlan;
export function firstLoadGroup(plan: FirstLoadPlan): {
  debugName: string;
  name: (id: string) => string | null;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
};
export function captureFirstLoad(
  sink: { description?: FirstPass },
  options?: { loader?: string; fixed?: string[] },
): Plugin;
export function filesPerTag(description: FirstPass, runtime?: string): Record<string, number>;
export function applyFirstLoad(plan: FirstLoadPlan, options?: { loader?: string; fixed?: string[] }): Plugin;
