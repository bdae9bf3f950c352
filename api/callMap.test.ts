import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callMap,
  END,
  loadSources,
  readReasons,
  reasonProblems,
  renderSection,
  START,
  withSection,
} from '../scripts/call-map.mjs';
import { CATALOGUE } from './catalogue.ts';
import { UNSENT_CALLS } from './unsentCalls.ts';

/*
 * api/README.md "Which tag sends each call" is what scripts/call-map.mjs computes from the page code:
 * every call has its tags or a reason (api/unsentCalls.ts), and no reason outlives its call's silence.
 */

const map = callMap();
const reasons = readReasons();

describe('which tag sends each call (api/README.md)', () => {
  it('the README section is the one the code gives', () => {
    const readme = readFileSync(join(process.cwd(), 'api/README.md'), 'utf8');
    const section = renderSection(map, reasons);
    const written = readme.slice(readme.indexOf(START), readme.indexOf(END) + END.length);
    expect(written, 'api/README.md is out of date: run npm run docs:calls').toBe(section);
    expect(withSection(readme, section), 'api/README.md is out of date: run npm run docs:calls').toBe(readme);
  });

  it('every call no tag sends has a reason, and no reason is left for a call a tag sends', () => {
    // missing: sent by no tag, give the reason in api/unsentCalls.ts; stale: sent by a tag (or no call),
    // remove its line there. Then run npm run docs:calls.
    expect(reasonProblems(map, reasons), 'api/unsentCalls.ts').toEqual({ missing: [], stale: [] });
  });

  it('tells which call every reached use of a table makes', () => {
    expect(map.problems).toEqual([]);
  });

  it('reads the tables and the reasons as the modules hold them', () => {
    const fromText = Object.fromEntries(
      [...map.tables.values()].map(({ service, calls }) => [service, calls]),
    );
    const fromModules = Object.fromEntries(
      Object.entries(CATALOGUE).map(([service, calls]) => [
        service,
        Object.fromEntries(
          Object.entries(calls).map(([name, spec]) => [name, { method: spec.method, path: spec.path }]),
        ),
      ]),
    );
    expect(fromText).toEqual(fromModules);
    expect(Object.fromEntries(reasons)).toEqual(UNSENT_CALLS);
  });

  it('names the tags of calls sent through named functions, maps of specs and domain code', () => {
    const sent = (key: string) => [...(map.sentBy.get(key) ?? [])].sort();
    expect(sent('garage addVisited')).toEqual(['hub-configurator']);
    expect(sent('reservations pay')).toEqual(['hub-reservation']);
    expect(sent('recall evaluation')).toEqual(['hub-garage', 'hub-my-orders', 'hub-reservation']);
    expect(sent('parts colors')).toContain('hub-offers');
    expect(sent('parts items')).not.toContain('hub-offers');
  });
});

describe('the call map of a small code base', () => {
  const root = mkdtempSync(join(tmpdir(), 'call-map-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'core/registry.ts',
    `export const WIDGETS = {\n  'hub-a': () => import('../widgets/a/a.element.ts'),\n  'hub-b': () => import('../widgets/b/b.element.ts'),\n};\n`,
  );
  write(
    'api/catalogue.ts',
    `import { fooCalls } from './foo.ts';\n\nexport const CATALOGUE = {\n  foo: fooCalls,\n};\n\nexport function call(scope, service, name) {\n  return CATALOGUE[service][name];\n}\n`,
  );
  write(
    'api/foo.ts',
    [
      `export const fooCalls = {`,
      `  one: { method: 'GET', path: 'one', roles: ['x'] },`,
      `  two: { method: 'POST', path: 'two' },`,
      `  three: { method: 'GET', path: 'three' },`,
      `  four: { method: 'GET', path: 'four' },`,
      `  five: { method: 'GET', path: 'five' },`,
      `};`,
      ``,
      `type Pick = 'two' | 'three';`,
      ``,
      `export function getOne(scope) {`,
      `  return request(scope, 'foo', { ...fooCalls.one, timeout: 1 });`,
      `}`,
      ``,
      `export function picked(scope, which: Pick) {`,
      `  return request(scope, 'foo', fooCalls[which]);`,
      `}`,
      ``,
      `const read = (scope, name: keyof typeof fooCalls) => request(scope, 'foo', fooCalls[name]);`,
      ``,
      `export const getFour = (scope) => read(scope, 'four');`,
      ``,
    ].join('\n'),
  );
  write('domain/d/index.ts', `export { getOne } from '../../api/foo.ts';\nexport * from './more.ts';\n`);
  write(
    'domain/d/more.ts',
    `import { fooCalls } from '../../api/foo.ts';\n\nexport const mayOne = (held) => held.includes(fooCalls.one.roles[0]);\n`,
  );
  write(
    'widgets/a/a.element.ts',
    `import { mayOne, getOne } from '../../domain/d/index.ts';\nimport { call } from '../../api/catalogue.ts';\n\ndefine(() => mayOne([]) && getOne({}) && call({}, 'foo', 'five'));\n`,
  );
  write(
    'widgets/b/b.element.ts',
    `import { mayOne } from '../../domain/d/index.ts';\nimport { picked, getFour } from '../../api/foo.ts';\n\ndefine(() => mayOne([]) && picked({}, 'two') && getFour({}));\n`,
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows spreads, re-exports and computed names, and reading a line sends nothing', () => {
    const small = callMap(loadSources(root));
    const sent = Object.fromEntries([...small.sentBy].map(([key, tags]) => [key, [...tags].sort()]));
    expect(sent).toEqual({
      'foo one': ['hub-a'],
      'foo two': ['hub-b'],
      'foo three': ['hub-b'],
      'foo four': ['hub-b'],
      'foo five': ['hub-a'],
    });
    expect(small.problems).toEqual([]);
    expect(small.why('hub-a', 'foo one')).toEqual(['widgets/a/a.element.ts#', 'api/foo.ts#getOne']);
  });
});
