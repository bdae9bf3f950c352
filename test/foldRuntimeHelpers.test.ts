import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRuntimeHelpers } from '../scripts/build/foldRuntimeHelpers.mjs';

/**
 * A project in miniature, shaped like ours: an entry that imports lazy "widgets", a CommonJS package
 * (React is one) grouped into a shared runtime chunk, widgets that import it and a lazy part built as a
 * namespace. Rolldown puts the interop helpers that needs in a `rolldown-runtime` chunk of their own.
 */
function writeProject(dir: string) {
  mkdirSync(join(dir, 'node_modules/cjs-lib'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/cjs-lib/package.json'), '{"name":"cjs-lib","main":"index.js"}');
  writeFileSync(join(dir, 'node_modules/cjs-lib/index.js'), 'exports.twice = (n) => n * 2;');
  writeFileSync(
    join(dir, 'core.js'),
    "import { twice } from 'cjs-lib';\nexport const core = (n) => twice(n) + 1;",
  );
  writeFileSync(
    join(dir, 'a.js'),
    "import lib from 'cjs-lib';\nimport { core } from './core.js';\nexport const a = () => core(lib.twice(1));\nexport const part = () => import('./part.js').then((ns) => ns);",
  );
  writeFileSync(join(dir, 'b.js'), "import { twice } from 'cjs-lib';\nexport const b = () => twice(5);");
  writeFileSync(join(dir, 'part.js'), 'export const p = 7;');
  writeFileSync(
    join(dir, 'entry.js'),
    "export const load = { a: () => import('./a.js'), b: () => import('./b.js') };",
  );
}

async function bundle(dir: string, out: string, fold: boolean) {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: fold ? [foldRuntimeHelpers('runtime')] : [],
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: () => 'entry.js' },
      rolldownOptions: {
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            groups: [{ name: 'runtime', test: (id: string) => /cjs-lib|core\.js/.test(id) }],
          },
        },
      },
    },
  });
  return readdirSync(join(out, 'chunks'));
}

describe('the build folds rolldown’s interop helpers into the shared runtime chunk', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fold-helpers-'));
    writeProject(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without the fold, the helpers are a chunk of their own (one more request for 0.4 KB)', async () => {
    const files = await bundle(dir, join(dir, 'plain'), false);
    expect(files.some((file) => file.startsWith('rolldown-runtime'))).toBe(true);
  });

  it('with it, no helper chunk is left, every chunk still links and runs', async () => {
    const out = join(dir, 'folded');
    const files = await bundle(dir, out, true);
    expect(files.some((file) => file.startsWith('rolldown-runtime'))).toBe(false);
    for (const file of files)
      expect(readFileSync(join(out, 'chunks', file), 'utf8')).not.toMatch(/rolldown-runtime/);
    // Run in a plain Node process (the test runner's module loader would transform the files).
    const script = `const { load } = await import(${JSON.stringify(pathToFileURL(join(out, 'entry.js')).href)});
      const a = await load.a(); const b = await load.b();
      console.log(JSON.stringify([a.a(), b.b(), (await a.part()).p]));`;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual([5, 10, 7]);
  });
});
