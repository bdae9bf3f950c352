/**
 * The entry point of the rule suites. Each rule family keeps its tests beside its code as
 * `<family>/*.suite.ts` (unit cases) and `<family>/*.property.suite.ts` (fast-check against the
 * oracles); this file loads every one of them, so a new suite runs without being listed here.
 *
 * Why one entry instead of one `*.test.ts` per family: Vitest runs one worker on this 2-core machine
 * and every test file pays ~1.2 s for its happy-dom environment and setup; 27 files took 37 s, one
 * entry keeps the whole validators run under 20 s. The mask suites, which need the DOM, stay in
 * masks/*.test.tsx.
 */
import { expect, it } from 'vitest';

const suites = import.meta.glob('./**/*.suite.ts', { eager: true });

it('loads the suite of every rule family', () => {
  const families = new Set(Object.keys(suites).map((path) => path.split('/')[1]));
  for (const family of [
    'address',
    'card',
    'chassis',
    'cnpj',
    'contact',
    'cpf',
    'cpf-cnpj',
    'cuil',
    'date',
    'driver-license',
    'email',
    'lead',
    'name',
    'password',
    'person',
    'phone',
    'plate',
    'quotation',
    'rg',
    'text',
    'vehicle',
  ]) {
    expect(families, family).toContain(family);
  }
  expect(Object.keys(suites)).toContain('./messages.suite.ts');
  expect(Object.keys(suites)).toContain('./cpf/cpf.property.suite.ts');
});
