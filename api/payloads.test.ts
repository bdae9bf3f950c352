import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Payload schemas stay out of the page bundles (api/README.md, "Adding a call"): they live in
 * `<service>.payloads.ts`, built from the pieces of `schemas.ts`, and only the sandbox and tests import
 * them as values. A page's code imports their types, which the build erases, so the bundler never
 * reaches a schema. Read from the source as text, like test/architecture.test.ts.
 */

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '..'));
/** The folders a page's code comes from. */
const PAGE_CODE = ['core', 'themes', 'validators', 'api', 'domain', 'widgets'];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const isTest = (path: string) => /\.(test|suite|testing)\.tsx?$/.test(path) || /\/fixtures?\.ts$/.test(path);
const isSandbox = (path: string) => path.startsWith('api/sandbox/');
/** A payload schema file, or the pieces payload schemas are made of. */
const isSchemaSource = (path: string) => /^api\/[^/]+\.payloads\.ts$/.test(path) || path === 'api/schemas.ts';

/** `import …`, `export … from` and `import(…)` statements: the text before the specifier, and the file. */
const STATEMENT = /\b(import|export)(\s[^;'"]*?\sfrom\s*|\s*\(\s*|\s+)['"](\.{1,2}\/[^'"?]+)['"]/g;

/** Whether a statement brings in nothing but types (erased by the build). */
function typeOnly(keyword: string, clause: string): boolean {
  if (keyword === 'import' && /^\s*type\s/.test(clause)) return true;
  if (keyword === 'export' && /^\s*type\s/.test(clause)) return true;
  const names = /\{([^}]*)\}/.exec(clause);
  if (!names || /^\s*\(/.test(clause) || /\*|^\s*\w+\s*,/.test(clause)) return false;
  return names[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => name.startsWith('type '));
}

/** Value imports of schema sources by the code a page runs. */
function valueImportsOfSchemas(): string[] {
  const code = PAGE_CODE.flatMap((dir) => walk(dir)).filter((path) => !isTest(path) && !isSandbox(path));
  return code.flatMap((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    return [...text.matchAll(STATEMENT)]
      .map(([, keyword, clause, specifier]) => ({
        keyword: keyword!,
        clause: clause!,
        target: relative(ROOT, join(ROOT, dirname(path), specifier!)),
      }))
      .filter(({ target }) => isSchemaSource(target) && !isSchemaSource(path))
      .filter(({ keyword, clause }) => !typeOnly(keyword, clause))
      .map(({ target }) => `${path} → ${target}`);
  });
}

describe('payload schemas', () => {
  it('reach a page as types only: only the sandbox and tests import them as values', () => {
    expect(valueImportsOfSchemas()).toEqual([]);
  });

  it('are declared in <service>.payloads.ts, not in the call files', () => {
    // valibot in api/ outside the payload files and the sandbox: the configurator's answer parsers,
    // which a page runs on what the catalogue service answers.
    const ANSWER_PARSERS = ['api/car.ts', 'api/carSchemas.ts'];
    const callFiles = walk('api').filter(
      (path) => !isTest(path) && !isSandbox(path) && !isSchemaSource(path) && !ANSWER_PARSERS.includes(path),
    );
    const withSchemas = callFiles.filter((path) =>
      /from\s*['"]valibot['"]/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(withSchemas).toEqual([]);
  });

  it('the check sees a value import, and lets a type import through', () => {
    expect(typeOnly('import', ' type { LeadPayload } from ')).toBe(true);
    expect(typeOnly('import', ' { type CardData, type PaymentPayload } from ')).toBe(true);
    expect(typeOnly('import', ' { CardPayloadSchema } from ')).toBe(false);
    expect(typeOnly('import', ' { type CardData, CardPayloadSchema } from ')).toBe(false);
    expect(typeOnly('import', ' * as payloads from ')).toBe(false);
    expect(typeOnly('import', '(')).toBe(false);
    expect(typeOnly('export', ' { LeadPayloadSchema } from ')).toBe(false);
  });
});
