import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layering law (STYLE.md "Layout"): arrows go one way, widgets → domain → api / validators / core,
 * and a widget reaches another widget only through its index.ts. Read from the source as text, so it
 * runs with `npm test` like any other test and names the offending import.
 */

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '..'));
const LAYERS = ['core', 'themes', 'validators', 'api', 'domain', 'widgets'] as const;
type Layer = (typeof LAYERS)[number];

/** What each layer's code may import (besides itself and packages). */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  themes: [],
  core: ['themes'],
  validators: ['core'],
  api: ['core', 'validators'],
  domain: ['core', 'themes', 'validators', 'api'],
  widgets: ['core', 'themes', 'validators', 'api', 'domain'],
};

/**
 * The entry sits above every widget: the loader's registry imports each element module lazily. (The list
 * of specs, `types/manifest.ts`, is outside the layers: the build and the host types read it.)
 */
const ENTRIES = ['core/loader.ts', 'core/registry.ts'];
/** The form kit is the one part of core that builds on validators (masks, rules) and api (postal codes). */
const FORM_KIT = 'core/form/';

interface SourceFile {
  path: string;
  imports: string[];
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"?]+)(?:\?[^'"]*)?['"]/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function sources(): SourceFile[] {
  return LAYERS.flatMap((layer) => walk(layer)).map((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    const imports = [...text.matchAll(SPECIFIER)].map((m) => normalize(join(dirname(path), m[1]!)));
    return { path, imports };
  });
}

const isTest = (path: string) => /\.(test|suite|testing)\.tsx?$/.test(path) || /\/fixtures?\.ts$/.test(path);
const layerOf = (path: string) => path.split('/')[0] as string;
/** `widgets/lead-form`, `domain/car`: the unit whose internals are private. */
const unitOf = (path: string) => path.split('/').slice(0, 2).join('/');

const files = sources();
const code = files.filter((f) => !isTest(f.path) && !ENTRIES.includes(f.path));
const allowed = (path: string): readonly string[] =>
  path.startsWith(FORM_KIT) ? ['themes', 'validators', 'api'] : ALLOWED[layerOf(path) as Layer];

describe('layers', () => {
  it('each layer imports only the layers below it', () => {
    const wrong = code.flatMap((file) => {
      const from = layerOf(file.path);
      return file.imports
        .filter((target) => {
          const to = layerOf(target);
          return to !== from && !allowed(file.path).includes(to);
        })
        .map((target) => `${file.path} → ${relative(ROOT, join(ROOT, target))}`);
    });
    expect(wrong).toEqual([]);
  });

  it('a widget reaches another widget only through its index.ts', () => {
    const wrong = code
      .filter((file) => file.path.startsWith('widgets/'))
      .flatMap((file) =>
        file.imports
          .filter(
            (target) =>
              target.startsWith('widgets/') &&
              unitOf(target) !== unitOf(file.path) &&
              !/^widgets\/[^/]+\/index\.tsx?$/.test(target),
          )
          .map((target) => `${file.path} → ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('widgets/shared is gone: what widgets share lives in domain/', () => {
    expect(files.filter((file) => file.path.startsWith('widgets/shared/'))).toEqual([]);
  });

  it('no cycle between widget folders, domain concepts or files', () => {
    // A widget or a domain concept is one node; elsewhere (core, api, validators) each file is.
    const node = (path: string) => (/^(widgets|domain)\//.test(path) ? unitOf(path) : path);
    const edges = new Map<string, Set<string>>();
    for (const file of code) {
      for (const target of file.imports) {
        const from = node(file.path);
        const to = node(target);
        if (from === to || !LAYERS.includes(layerOf(target) as Layer)) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
        return;
      }
      state.set(node, 'open');
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
      state.set(node, 'done');
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });
});
