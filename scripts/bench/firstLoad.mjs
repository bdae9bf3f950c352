// What each tag costs before any user action, read from the built dist/ alone (no browser): the loader,
// the tag's element chunk and every chunk it imports statically, with their gzip sizes. Used by the bench
// and by the size check in `npm test` (scripts/size-check.mjs); figures are bytes and file counts only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const TAG_CHUNK = /"(hub-[a-z-]+)":\(\)=>import\(["'`]\.\/chunks\/([\w.-]+\.js)["'`]\)/g;
const RUNTIME_CHUNK = /import\(["'`]\.\/chunks\/(shared-runtime-[\w-]+\.js)["'`]\)/;

/** Reads dist/: `{ loader, tags, runtime, chunk(file), closure(tag) }`, gzip sizes in bytes. */
export function readDist(dist = 'dist') {
  const loaderText = readFileSync(join(dist, 'hub-widgets.js'), 'utf8');
  const tags = Object.fromEntries([...loaderText.matchAll(TAG_CHUNK)].map((m) => [m[1], m[2]]));
  const runtime = RUNTIME_CHUNK.exec(loaderText)?.[1];
  const cache = new Map();
  /** One chunk: its gzip bytes and the chunks it imports statically. */
  const chunk = (file) => {
    if (!cache.has(file)) {
      const text = readFileSync(join(dist, 'chunks', file));
      const imports = [...String(text).matchAll(STATIC_IMPORT)].map((m) => m[1]);
      cache.set(file, { file, gzip: gzipSync(text).length, imports: [...new Set(imports)] });
    }
    return cache.get(file);
  };
  /** The files a page with only `tag` fetches before any action: loader, runtime, the closure. */
  const closure = (tag) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunk(file).imports) visit(next);
    };
    if (runtime) visit(runtime);
    visit(tags[tag]);
    const files = [
      { file: 'hub-widgets.js', gzip: gzipSync(loaderText).length },
      ...[...seen].map((f) => chunk(f)),
    ];
    return { tag, files, bytes: files.reduce((sum, f) => sum + f.gzip, 0) };
  };
  return { loader: gzipSync(loaderText).length, tags, runtime, chunk, closure };
}

/** The smallest chunk a first load may fetch (gzip bytes): smaller ones cost a request for nothing. */
export const MIN_CHUNK = 1024;
/** At most this many JavaScript files before any action: loader, runtime, the widget, one shared chunk. */
export const MAX_FILES = 4;

/**
 * Every tag's one-widget page, from dist/: `{ loader, tags, pages: [{ tag, files, kb, small }], maxFiles,
 * overFour, smallChunks }` (`small`: its chunks under MIN_CHUNK; `smallChunks`: all of them, once).
 */
export function firstLoadFigures(dist = 'dist') {
  const read = readDist(dist);
  const pages = Object.keys(read.tags).map((tag) => {
    const { files, bytes } = read.closure(tag);
    const small = files.filter((f) => f.gzip < MIN_CHUNK && f.file !== 'hub-widgets.js').map((f) => f.file);
    return { tag, files: files.length, kb: Math.round(bytes / 102.4) / 10, small };
  });
  const maxFiles = pages.reduce((worst, p) => (p.files > worst.files ? p : worst), pages[0]);
  return {
    loader: read.loader,
    tags: read.tags,
    pages,
    maxFiles: { tag: maxFiles.tag, files: maxFiles.files },
    overFour: pages.filter((p) => p.files > MAX_FILES).map((p) => p.tag),
    smallChunks: [...new Set(pages.flatMap((p) => p.small))],
  };
}
