import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../test/examples/index.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import type { Example, Make } from '../test/examples/types.ts';
import { signIn, signOut } from '../test/page.ts';
import { startSandbox } from '../test/sandbox.ts';
import { CATALOGUE, call } from './catalogue.ts';
import { type CallSpec, fillPath, scopeValue } from './client.ts';
import { staffTokenFor } from './sandbox/data/users.ts';
import { SERVICE_KEYS } from './services.ts';

const state = startSandbox();

const scope = sandboxScope();

const make: Make = (service, name, input) => call(scope, service, name as never, input);

beforeEach(() => signIn());
afterEach(() => signOut());

function expectedAuth(spec: CallSpec) {
  if (spec.basic) return 'basic';
  if (spec.headers?.includes('cookie-authorization')) return 'token';
  return spec.bearer ? 'bearer' : null;
}

const HEADER_VALUES: Record<string, [name: string, value: string]> = {
  brand: ['brand', 'jeep'],
  BRAND: ['brand', 'JEEP'],
  'x-hub-context': ['x-hub-context', 'jeep'],
  'accept-language': ['accept-language', 'pt-BR'],
};

/**
 * Every call of every service, sent through the one client to the sandbox while signed in: the
 * sandbox accepts it (its validation passes; a call kept for some roles is made by a holder of one), and what it received has the table's method and path,
 * the scope's and the example's query, the declared headers, the bearer only where the seeds mark it,
 * and the example's body.
 */
for (const service of SERVICE_KEYS) {
  describe(`service ${service}`, () => {
    const table = CATALOGUE[service] as Record<string, CallSpec>;
    for (const [name, spec] of Object.entries(table)) {
      it(`${spec.method} ${spec.path || '(root)'} — ${name}`, async () => {
        // A call kept for some roles is made by a staff member holding the first of them.
        if (spec.roles?.[0]) signIn(staffTokenFor(spec.roles[0]));
        const example = (EXAMPLES[service] as Record<string, Example>)[name] as Example;
        const input = typeof example === 'function' ? await example(make) : example;
        await call(scope, service, name, input);
        const entry = state.journal.at(-1);
        const path = fillPath(spec.path, { brand: 'jeep', market: 'pt-BR', ...input.params });
        expect(entry).toMatchObject({ service, method: spec.method, path: `/${service}/${path}` });
        for (const param of spec.adds ?? [])
          expect(entry?.query[param === 'BRAND' ? 'brand' : param]).toBe(scopeValue(scope, param));
        for (const [key, value] of Object.entries(input.query ?? {}))
          if (value !== undefined && value !== null) expect(entry?.query[key]).toBe(String(value));
        for (const rule of spec.headers ?? []) {
          const [header, value] = HEADER_VALUES[rule] ?? [];
          if (header) expect(entry?.headers[header]).toBe(value);
        }
        expect(entry?.auth ?? null).toBe(expectedAuth(spec));
        expect(entry?.bearer).toBe(Boolean(spec.bearer) && !spec.headers?.includes('cookie-authorization'));
        if (input.json !== undefined) expect(entry?.body).toEqual(JSON.parse(JSON.stringify(input.json)));
        if (input.form)
          expect(Object.keys(entry?.body as object).sort()).toEqual(Object.keys(input.form).sort());
      });
    }
  });
}
