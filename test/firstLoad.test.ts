import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLoadFigures, readDist } from '../scripts/bench/firstLoad.mjs';

/** A built dist/ in miniature, written the way the minified loader and chunks are. */
function writeDist(dir: string, chunks: Record<string, string>) {
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(
    join(dir, 'hub-widgets.js'),
    'var e={"hub-a":()=>import(`./chunks/a-1.js`),"hub-b":()=>import(`./chunks/b-1.js`)},' +
      'a=()=>{import(`./chunks/shared-runtime-1.js`).then(e=>e.w)};',
  );
  for (const [file, text] of Object.entries(chunks)) writeFileSync(join(dir, 'chunks', file), text);
}

/** Text of `kb` kilobytes that gzip cannot shrink much. */
const bulk = (kb: number) =>
  Array.from({ length: kb * 200 }, (_, i) => ((i * 2654435761) % 4294967296).toString(36)).join(';');

describe('first load of a one-widget page, read from dist/', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the loader, the runtime and every chunk the widget imports statically, not its lazy ones', () => {
    writeDist(dir, {
      'shared-runtime-1.js': `export const w=1;${bulk(4)}`,
      'a-1.js': `import{x as t}from"./shared-forms-1.js";import"./shared-tiny-1.js";const l=()=>import("./a-lazy-1.js");${bulk(2)}`,
      'shared-forms-1.js': `import{w}from"./shared-runtime-1.js";export const x=w;${bulk(2)}`,
      'shared-tiny-1.js': 'export const y=2;',
      'a-lazy-1.js': bulk(3),
      'b-1.js': `import{w as e}from"./shared-runtime-1.js";${bulk(2)}`,
    });
    const { pages, maxFiles, overFour, smallChunks } = firstLoadFigures(dir);
    const a = pages.find((p) => p.tag === 'hub-a');
    expect(
      readDist(dir)
        .closure('hub-a')
        .files.map((f) => f.file),
    ).toEqual(['hub-widgets.js', 'shared-runtime-1.js', 'a-1.js', 'shared-forms-1.js', 'shared-tiny-1.js']);
    expect(a?.files).toBe(5);
    expect(pages.find((p) => p.tag === 'hub-b')?.files).toBe(3);
    expect(maxFiles).toEqual({ tag: 'hub-a', files: 5 });
    expect(overFour).toEqual(['hub-a']);
    expect(smallChunks).toEqual(['shared-tiny-1.js']);
  });
});
