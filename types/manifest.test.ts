import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '../api/services.ts';
import type { PropSpec } from '../core/attributes.ts';
import { WIDGETS } from '../core/registry.ts';
import { SETTING_NAMES } from '../core/settings.ts';
import { type AnyWidgetSpec, COMMON_EVENTS, CSS_PARTS } from '../core/widget-spec.ts';
import { elementModuleOf, WIDGET_SPECS } from './manifest.ts';

/*
 * The loader's registry, the element files and the docs are derived from the specs or tested here
 * against them: the registry stays a tiny lazy table (the loader never imports a spec).
 */

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '..'));
const specs: readonly AnyWidgetSpec[] = WIDGET_SPECS;
const folders = readdirSync(join(ROOT, 'widgets')).filter((name) =>
  statSync(join(ROOT, 'widgets', name)).isDirectory(),
);
const specModules = import.meta.glob<Record<string, unknown>>('../widgets/*/*.spec.ts', { eager: true });

describe('the manifest', () => {
  it('lists the spec of every widget folder, and only those', () => {
    for (const folder of folders)
      expect(Object.keys(specModules)).toContain(`../widgets/${folder}/${folder}.spec.ts`);
    const exported = Object.values(specModules).flatMap((module) => Object.values(module));
    expect(new Set(exported)).toEqual(new Set(specs));
    expect(specs.map((spec) => spec.tag).sort()).toEqual(folders.map((folder) => `hub-${folder}`).sort());
  });

  it('gives every spec a class name, a description, known services, settings and CSS parts', () => {
    for (const spec of specs) {
      const className = spec.tag.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());
      expect(spec.className).toBe(className);
      expect(spec.description.length).toBeGreaterThan(20);
      const { required, optional } = spec.services;
      expect(SERVICE_KEYS).toEqual(expect.arrayContaining([...required, ...optional]));
      expect(required.filter((key) => optional.includes(key))).toEqual([]);
      expect(SETTING_NAMES).toEqual(expect.arrayContaining([...spec.settings]));
      expect(Object.keys(CSS_PARTS)).toEqual(expect.arrayContaining([...spec.parts]));
    }
  });

  it('gives every prop a description and defaults its own rules accept', () => {
    for (const spec of specs) {
      for (const [name, prop] of Object.entries<PropSpec>(spec.props)) {
        expect(prop.description, `${spec.tag} ${name}`).toBeTruthy();
        if (prop.type === 'enum') expect(prop.values).toContain(prop.default);
        if (prop.type === 'number' && prop.default !== undefined) {
          expect(prop.default).toBeGreaterThanOrEqual(prop.min ?? -Infinity);
          expect(prop.default).toBeLessThanOrEqual(prop.max ?? Infinity);
        }
      }
    }
  });
});

describe("the loader's registry", () => {
  const registry = readFileSync(join(ROOT, 'core/registry.ts'), 'utf8');

  it('knows exactly the tags of the manifest', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual(specs.map((spec) => spec.tag).sort());
  });

  it("imports each tag's own element module, which defines that tag", async () => {
    for (const spec of specs) {
      const entry = new RegExp(`'${spec.tag}': \\(\\) => import\\('\\.\\./([^']+)'\\)`).exec(registry);
      expect(entry?.[1], spec.tag).toBe(elementModuleOf(spec.tag));
      expect(customElements.get(spec.tag)).toBeUndefined();
      await WIDGETS[spec.tag]!();
      expect(customElements.get(spec.tag), spec.tag).toBeDefined();
    }
  }, 60_000);
});

/*
 * What the widget's code does, read from the source (like test/architecture.test.ts): every file the
 * element module reaches (static and lazy imports), its settings reads (`settings['NAME']`, or
 * `settings[CONSTANT]`), its `emit('hub-…')` calls and its `part="…"` attributes.
 */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"?]+)(?:\?[^'"]*)?['"]/g;

function reached(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const target = normalize(join(dirname(file), match[1]!));
      if (/\.tsx?$/.test(target) && existsSync(join(ROOT, target))) stack.push(target);
    }
  }
  return [...seen];
}

function used(spec: AnyWidgetSpec) {
  const files = reached(elementModuleOf(spec.tag)).map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));
  const widgetCode = files.filter((file) => /^(widgets|domain)\//.test(file.path));
  const constants = new Map(
    files
      .flatMap((file) => [...file.text.matchAll(/export const ([A-Z_]+) = '([a-z-]+)';/g)])
      .map((m) => [m[1], m[2]]),
  );
  const all = (list: typeof files, pattern: RegExp, pick: (m: RegExpMatchArray) => string | undefined) =>
    [...new Set(list.flatMap((file) => [...file.text.matchAll(pattern)].map(pick)))]
      .filter((value): value is string => Boolean(value))
      .sort();
  return {
    settings: all(
      widgetCode,
      /settings\[\s*(?:'([a-z-]+)'|([A-Z_]+))\s*\]/g,
      (m) => m[1] ?? constants.get(m[2]!),
    ),
    events: all(widgetCode, /\bemit\(\s*'(hub-[a-z-]+)'/g, (m) => m[1]),
    parts: all(files, /\bpart="([a-z-]+)"/g, (m) => m[1]),
  };
}

describe("each spec says what the widget's code does", () => {
  it.each(specs.map((spec) => [spec.tag, spec] as const))('%s', (_tag, spec) => {
    const code = used(spec);
    expect({
      settings: [...spec.settings].sort(),
      events: Object.keys(spec.events).sort(),
      parts: [...spec.parts].sort(),
    }).toEqual({
      settings: code.settings,
      events: code.events.filter((name) => !(COMMON_EVENTS as readonly string[]).includes(name)),
      parts: code.parts,
    });
    // hub-ready is the host's (after the widget's first commit), never a component's.
    expect(code.events).not.toContain('hub-ready');
  });
});
