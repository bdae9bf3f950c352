// Types of scripts/bench/firstLoad.mjs for test/firstLoad.test.ts.

/** One chunk of dist/chunks: its gzip bytes and the chunks it imports statically. */
export interface ChunkFigures {
  file: string;
  gzip: number;
  imports?: string[];
}

/** A one-widget page before any action. */
export interface PageFigures {
  tag: string;
  files: number;
  kb: number;
  small: string[];
}

export const MIN_CHUNK: number;
export const MAX_FILES: number;

export function readDist(dist?: string): {
  loader: number;
  tags: Record<string, string>;
  runtime: string | undefined;
  chunk(file: string): ChunkFigures;
  closure(tag: string): { tag: string; files: ChunkFigures[]; bytes: number };
};

export function firstLoadFigures(dist?: string): {
  loader: number;
  tags: Record<string, string>;
  pages: PageFigures[];
  maxFiles: { tag: string; files: number };
  overFour: string[];
  smallChunks: string[];
};
