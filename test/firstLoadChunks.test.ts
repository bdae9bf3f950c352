import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  describeBundle,
  type FirstPass,
  type FirstPassChunk,
  MIN_CHUNK,
  planFirstLoad,
} from '../scripts/build/firstLoadChunks.mjs';

/** Text of about `bytes` gzip bytes: gzip cannot shrink it much. */
const bulk = (seed: number, bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 5) }, (_, i) =>
    (((i + seed * 7919) * 2654435761) % 4294967296).toString(36),
  ).join(';');

type Chunk = { file: string; bytes: number; imports?: string[] };

/**
 * A first pass's bundle in miniature: the loader, the runtime, every tag's element chunk (`<tag>.js`)
 * and the chunks given (one module each, `/src/<name>.ts`), each importing the runtime.
 */
function describe_(tags: string[], chunks: Chunk[]): FirstPass {
  const chunk = (c: Chunk, seed: number, kind: Partial<FirstPassChunk> = {}): FirstPassChunk => {
    const code = bulk(seed, c.bytes);
    const name = c.file.replace(/\.js$/, '');
    return {
      file: c.file,
      name,
      modules: [`/src/${name}.ts`],
      imports: [...(c.imports ?? []), ...(kind.fixed ? [] : ['runtime.js'])],
      code,
      gzip: gzipSync(code).length,
      entry: false,
      loader: false,
      fixed: false,
      ...kind,
    };
  };
  return {
    tags: Object.fromEntries(tags.map((tag) => [tag, `${tag}.js`])),
    chunks: [
      chunk({ file: 'hub-widgets.js', bytes: 1200 }, 0, { entry: true, loader: true, fixed: true }),
      chunk({ file: 'runtime.js', bytes: 9000 }, 1, { fixed: true }),
      ...chunks.map((c, i) => chunk(c, i + 2)),
    ],
  };
}

type Page = { tag: string; files: number; bytes: number };
const pageOf = (plan: { pages: Page[] }, tag: string) => plan.pages.find((page) => page.tag === tag);

describe('the first-load grouping (scripts/build/firstLoadChunks.mjs)', () => {
  it('puts the small chunks two widgets both fetch first into one: four files, no byte added', () => {
    const shared = ['rules.js', 'masks.js', 'texts.js'];
    const description = describe_(
      ['hub-a', 'hub-b'],
      [
        { file: 'hub-a.js', bytes: 3000, imports: shared },
        { file: 'hub-b.js', bytes: 3000, imports: shared },
        { file: 'rules.js', bytes: 300 },
        { file: 'masks.js', bytes: 400 },
        { file: 'texts.js', bytes: 500 },
      ],
    );
    const plan = planFirstLoad(description, { limits: { default: 0 } });
    const before = { pages: plan.before };
    expect(pageOf(before, 'hub-a')?.files).toBe(6);
    expect(pageOf(plan, 'hub-a')?.files).toBe(4);
    expect(pageOf(plan, 'hub-b')?.files).toBe(4);
    expect(pageOf(plan, 'hub-a')?.bytes).toBeLessThanOrEqual(pageOf(before, 'hub-a')?.bytes ?? 0);
    const group = new Set(
      ['/src/rules.ts', '/src/masks.ts', '/src/texts.ts'].map((id) => plan.groups.get(id)),
    );
    expect(group.size).toBe(1);
    expect(plan.chunks.filter((c) => c.gzip < MIN_CHUNK)).toEqual([]);
  });

  it('adds no byte to a page whose cap is 0, and at most its cap to the others', () => {
    const description = describe_(
      ['hub-lead-form', 'hub-b', 'hub-c'],
      [
        { file: 'hub-lead-form.js', bytes: 3000, imports: ['contact.js'] },
        { file: 'hub-b.js', bytes: 3000, imports: ['contact.js', 'cards.js', 'dates.js'] },
        { file: 'hub-c.js', bytes: 3000, imports: ['cards.js', 'dates.js', 'plates.js'] },
        { file: 'contact.js', bytes: 2000 },
        { file: 'cards.js', bytes: 1500 },
        { file: 'dates.js', bytes: 1200 },
        { file: 'plates.js', bytes: 1100 },
      ],
    );
    const plan = planFirstLoad(description, { limits: { default: 1024, 'hub-lead-form': 0 } });
    const start = { pages: plan.before };
    // contact.js stays apart from cards.js: merging them would add bytes to the lead form's page.
    expect(plan.groups.get('/src/contact.ts')).not.toBe(plan.groups.get('/src/cards.ts'));
    expect(pageOf(plan, 'hub-lead-form')?.bytes).toBe(pageOf(start, 'hub-lead-form')?.bytes);
    for (const tag of ['hub-b', 'hub-c']) {
      expect(pageOf(plan, tag)?.bytes).toBeLessThanOrEqual((pageOf(start, tag)?.bytes ?? 0) + 1024);
    }
    // cards and dates, which b and c both fetch, are one chunk now.
    expect(plan.groups.get('/src/cards.ts')).toBe(plan.groups.get('/src/dates.ts'));
    expect(pageOf(plan, 'hub-b')?.files).toBeLessThan(pageOf(start, 'hub-b')?.files ?? 0);
  });

  it('counts what a merged chunk imports: a page never fetches a big chunk through a small neighbour', () => {
    // b's small piece imports b's big car code; a shares only a small text table with b.
    const description = describe_(
      ['hub-a', 'hub-b'],
      [
        { file: 'hub-a.js', bytes: 3000, imports: ['texts.js', 'labels.js'] },
        { file: 'hub-b.js', bytes: 3000, imports: ['texts.js', 'summary.js'] },
        { file: 'texts.js', bytes: 400 },
        { file: 'labels.js', bytes: 300 },
        { file: 'summary.js', bytes: 300, imports: ['car.js'] },
        { file: 'car.js', bytes: 6000 },
      ],
    );
    const plan = planFirstLoad(description, { limits: { default: 1024 } });
    const start = { pages: plan.before };
    const carChunk = plan.groups.get('/src/car.ts');
    const aFetches = new Set(['/src/texts.ts', '/src/labels.ts'].map((id) => plan.groups.get(id)));
    expect(aFetches.has(carChunk)).toBe(false);
    expect(plan.groups.get('/src/summary.ts')).not.toBe(plan.groups.get('/src/texts.ts'));
    expect(pageOf(plan, 'hub-a')?.bytes).toBeLessThanOrEqual((pageOf(start, 'hub-a')?.bytes ?? 0) + 1024);
  });

  it("never makes a page fetch another widget's chunk (it would define that element)", () => {
    const description = describe_(
      ['hub-a', 'hub-b'],
      [
        { file: 'hub-a.js', bytes: 300, imports: ['picker.js'] },
        { file: 'hub-b.js', bytes: 300, imports: ['picker.js'] },
        { file: 'picker.js', bytes: 200 },
      ],
    );
    const plan = planFirstLoad(description, { limits: { default: Infinity } });
    expect(plan.groups.get('/src/hub-a.ts')).not.toBe(plan.groups.get('/src/hub-b.ts'));
    expect(plan.groups.get('/src/picker.ts')).not.toBe(plan.groups.get('/src/hub-a.ts'));
    expect(plan.groups.get('/src/picker.ts')).not.toBe(plan.groups.get('/src/hub-b.ts'));
  });

  it("takes into a widget's chunk what only that widget fetches first", () => {
    const description = describe_(
      ['hub-a', 'hub-b'],
      [
        { file: 'hub-a.js', bytes: 3000, imports: ['steps.js'] },
        { file: 'hub-b.js', bytes: 3000 },
        { file: 'steps.js', bytes: 300 },
      ],
    );
    const plan = planFirstLoad(description, { limits: { default: 0 } });
    expect(plan.groups.get('/src/steps.ts')).toBe(plan.groups.get('/src/hub-a.ts'));
    expect(pageOf(plan, 'hub-a')?.files).toBe(3);
  });

  it('gives the same plan for the same bundle', () => {
    const chunks = Array.from({ length: 8 }, (_, i) => ({ file: `part${i}.js`, bytes: 200 + 90 * i }));
    const description = describe_(
      ['hub-a', 'hub-b', 'hub-c'],
      [
        { file: 'hub-a.js', bytes: 2000, imports: ['part0.js', 'part1.js', 'part2.js', 'part5.js'] },
        { file: 'hub-b.js', bytes: 2000, imports: ['part1.js', 'part3.js', 'part4.js', 'part6.js'] },
        { file: 'hub-c.js', bytes: 2000, imports: ['part2.js', 'part4.js', 'part7.js'] },
        ...chunks,
      ],
    );
    const one = planFirstLoad(description);
    const two = planFirstLoad(description);
    expect([...two.groups]).toEqual([...one.groups]);
    expect(two.pages).toEqual(one.pages);
  });

  it('weighs a chunk the same when only the content hashes of the files it imports change', () => {
    // A change in the runtime renames it, and so changes the text of every chunk importing it: the plan
    // of pages the change never touched must not move with it.
    const bundle = (hash: string) => {
      const chunk = (fileName: string, name: string, code: string, extra: Record<string, unknown> = {}) => ({
        type: 'chunk',
        fileName,
        name,
        moduleIds: [`/src/${fileName}.ts`],
        imports: [] as string[],
        dynamicImports: [] as string[],
        facadeModuleId: null,
        isEntry: false,
        code,
        ...extra,
      });
      const runtime = `chunks/shared-runtime-${hash}.js`;
      const use = `import{a as b}from"./shared-runtime-${hash}.js";export const c=()=>b();`;
      return {
        'hub-widgets.js': chunk('hub-widgets.js', 'hub-widgets', `import("./chunks/${runtime.slice(7)}")`, {
          isEntry: true,
        }),
        [runtime]: chunk(runtime, 'runtime', 'export const a=()=>1;'),
        'chunks/shared-rules-q7Zk_x9P.js': chunk('chunks/shared-rules-q7Zk_x9P.js', 'rules', use, {
          imports: [runtime],
        }),
      };
    };
    const weights = (hash: string) =>
      describeBundle(bundle(hash), { loader: 'hub-widgets', fixed: ['runtime'] })
        .chunks.filter((c) => c.name === 'rules')
        .map((c) => c.gzip);
    expect(weights('AAAAAAAA')).toEqual(weights('k3P-w9_Z'));
    expect(weights('AAAAAAAA')).toHaveLength(1);
  });
});
