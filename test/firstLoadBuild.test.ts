import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyFirstLoad,
  captureFirstLoad,
  describeBundle,
  type FirstPass,
  filesPerTag,
  planFirstLoad,
} from '../scripts/build/firstLoadChunks.mjs';

/**
 * A project in miniature, shaped like ours: a loader that imports three widgets' element modules, a core
 * in the runtime group, and small modules shared by different pairs of widgets (so rolldown makes a chunk
 * for each pair), one of them holding page state.
 */
function writeProject(dir: string) {
  const file = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  file('core/core.ts', "export const core = (text: string) => '[' + text + ']';");
  file('domain/state.ts', 'let count = 0;\nexport const bump = () => ++count;');
  file('domain/rules.ts', "export const rules = (text: string) => text.trim() + ' rules';");
  file('domain/masks.ts', "export const masks = (text: string) => text.toUpperCase() + ' masks';");
  file('domain/texts.ts', "export const texts = (text: string) => text.toLowerCase() + ' texts';");
  const widget = (name: string, uses: string[]) =>
    file(
      `widgets/${name}/${name}.element.ts`,
      [
        "import { core } from '../../core/core.ts';",
        "import { bump } from '../../domain/state.ts';",
        ...uses.map((use) => `import { ${use} } from '../../domain/${use}.ts';`),
        `export const run = () => core([${uses.map((use) => `${use}('${name}')`).join(', ')}, String(bump())].join(' '));`,
      ].join('\n'),
    );
  widget('a', ['rules', 'masks']);
  widget('b', ['rules', 'texts']);
  widget('c', ['masks', 'texts']);
  file(
    'core/loader.ts',
    [
      'export const WIDGETS = {',
      "  'hub-a': () => import('../widgets/a/a.element.ts'),",
      "  'hub-b': () => import('../widgets/b/b.element.ts'),",
      "  'hub-c': () => import('../widgets/c/c.element.ts'),",
      '};',
    ].join('\n'),
  );
}

async function bundle(dir: string, plugins: Plugin[], write: boolean) {
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write,
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      minify: true,
      lib: { entry: { 'hub-widgets': join(dir, 'core/loader.ts') }, formats: ['es'] },
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: { groups: [{ name: 'runtime', test: /\/core\/core\.ts$/ }] },
        },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return result as { output: { fileName: string }[] };
}

describe('the two-pass build (first pass, plan, second pass) as rolldown writes it', () => {
  let dir = '';
  const first: { description?: FirstPass } = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'first-load-build-'));
    writeProject(dir);
    await bundle(dir, [captureFirstLoad(first)], false);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the files the plan counted: each page fetches 4, where the first pass fetched 6', async () => {
    const description = first.description as FirstPass;
    expect(filesPerTag(description)).toEqual({ 'hub-a': 6, 'hub-b': 6, 'hub-c': 6 });
    const plan = planFirstLoad(description);
    expect(plan.pages.map((page) => page.files)).toEqual([4, 4, 4]);
    let written: FirstPass | undefined;
    const seen: Plugin = {
      name: 'seen',
      generateBundle(_options, output) {
        written = describeBundle(output, { loader: 'hub-widgets', fixed: ['runtime'] });
      },
    };
    await bundle(dir, [applyFirstLoad(plan), seen], true);
    expect(filesPerTag(written as FirstPass)).toEqual({ 'hub-a': 4, 'hub-b': 4, 'hub-c': 4 });

    // The widgets still run, and share one instance of the module with page state (never copied).
    // A plain Node process runs them (the test runner's module loader would transform the files).
    const script = `const { WIDGETS } = await import(${JSON.stringify(pathToFileURL(join(dir, 'dist/hub-widgets.js')).href)});
      const runs = [];
      for (const tag of ['hub-a', 'hub-b', 'hub-c']) runs.push((await WIDGETS[tag]()).run());
      console.log(JSON.stringify(runs));`;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual([
      '[a rules A masks 1]',
      '[b rules b texts 2]',
      '[C masks c texts 3]',
    ]);
  });

  it('stops the build when rolldown does not follow the plan', async () => {
    const plan = planFirstLoad(first.description as FirstPass);
    const promised = { ...plan, pages: plan.pages.map((page) => ({ ...page, files: 3 })) };
    await expect(bundle(dir, [applyFirstLoad(promised)], false)).rejects.toThrow(
      /first-load grouping was not followed: hub-a fetches 4 files \(planned 3\)/,
    );
  });
});
