import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../core/errors.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';
import type { ManualPayload } from './manuals.payloads.ts';
import {
  adminSearchManuals,
  createManual,
  type Manual,
  removeManual,
  searchManuals,
  updateManual,
} from './manuals.ts';

startSandbox();
afterEach(() => signOut());

const br = sandboxScope('fiat', 'pt-BR');
const ar = sandboxScope('fiat', 'es-AR');
const today = new Date().toISOString().slice(0, 10);

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error) => (error instanceof ServiceError ? error.status : String(error)),
  );

const payloadOf = (manual: Manual, change: Partial<ManualPayload> = {}): ManualPayload => ({
  brand: manual.brand as ManualPayload['brand'],
  modelCode: manual.modelCode,
  name: manual.name,
  path: manual.path,
  validityStart: manual.validityStart,
  validityEnd: manual.validityEnd,
  status: manual.status,
  ...change,
});

describe('manuals search (seed 001 §7 Manuals)', () => {
  it('answers an owner in Argentina with the Argentine manuals, in Spanish', async () => {
    signIn('sandbox-token-martina');
    const found = await call<Manual[]>(ar, 'manuals', 'search', { query: {} });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => /^Manual del propietario /.test(m.name))).toBe(true);
  });

  it('answers an owner in Brazil with the Brazilian manuals, in Portuguese', async () => {
    signIn('sandbox-token-ana');
    const found = await searchManuals(br, {});
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => /^Manual do proprietário /.test(m.name))).toBe(true);
    expect(journalOf('manuals')[0]?.query).toMatchObject({ brand: 'fiat', language: 'pt-BR' });
  });

  it('gives owners only active manuals valid today; by model name, year or model code', async () => {
    signIn('sandbox-token-ana');
    const all = await searchManuals(br, {});
    expect(
      all.every((m) => m.status === 'ACTIVE' && m.validityStart <= today && today <= m.validityEnd),
    ).toBe(true);
    signIn('sandbox-token-manuel');
    const kept = await adminSearchManuals(br, '');
    expect(kept.some((m) => m.status === 'INACTIVE')).toBe(true);
    expect(kept.some((m) => m.validityEnd < today)).toBe(true);
    expect(kept.length).toBeGreaterThan(all.length);
    signIn('sandbox-token-ana');
    const [first] = all;
    const model = first!.name.replace('Manual do proprietário ', '').replace(/ \d{4}$/, '');
    expect((await searchManuals(br, { text: model.toUpperCase() })).map((m) => m.id)).toContain(first!.id);
    expect((await searchManuals(br, { text: '2026' })).length).toBe(all.length);
    expect((await searchManuals(br, { text: '2025' })).length).toBe(0);
    expect((await searchManuals(br, { modelCode: first!.modelCode! })).map((m) => m.id)).toEqual([first!.id]);
    expect(await statusOf(searchManuals(br, { text: 'nada disso' }))).toBe('ok');
  });

  it('is bearer: signed out, 401', async () => {
    expect(await statusOf(searchManuals(br, {}))).toBe(401);
  });
});

describe('manuals administration (manual_admin)', () => {
  it('a customer is refused the admin search and every change (403)', async () => {
    signIn('sandbox-token-ana');
    const [one] = await searchManuals(br, {});
    expect(await statusOf(adminSearchManuals(br, ''))).toBe(403);
    expect(await statusOf(updateManual(br, one!.id, payloadOf(one!)))).toBe(403);
    expect(await statusOf(removeManual(br, one!.id))).toBe(403);
    expect(await statusOf(createManual(br, payloadOf(one!)))).toBe(403);
  });

  it('creates, edits and deletes in the page language; an owner then finds (or no longer finds) it', async () => {
    signIn('sandbox-token-sofia');
    const [model] = await adminSearchManuals(ar, '');
    const made = await createManual(
      ar,
      payloadOf(model!, { name: 'Guía de garantía', path: 'https://manuals.example.com/fiat/garantia.pdf' }),
    );
    expect(made).toMatchObject({ name: 'Guía de garantía', language: 'es-AR', status: 'ACTIVE' });
    expect(journalOf('manuals').at(-1)?.query).toMatchObject({ language: 'es-AR' });
    const edited = await updateManual(ar, made.id, payloadOf(made, { status: 'INACTIVE' }));
    expect(edited).toMatchObject({ id: made.id, status: 'INACTIVE', language: 'es-AR' });
    signIn('sandbox-token-martina');
    expect((await searchManuals(ar, { text: 'garantía' })).length).toBe(0);
    signIn('sandbox-token-sofia');
    await updateManual(ar, made.id, payloadOf(made, { status: 'ACTIVE' }));
    signIn('sandbox-token-martina');
    expect((await searchManuals(ar, { text: 'garantia' })).map((m) => m.id)).toEqual([made.id]);
    expect((await searchManuals(br, { text: 'garantia' })).length).toBe(0);
    signIn('sandbox-token-sofia');
    await removeManual(ar, made.id);
    expect(await statusOf(removeManual(ar, made.id))).toBe(404);
    expect(await statusOf(updateManual(ar, made.id, payloadOf(made)))).toBe(404);
  });

  it('refuses a path that is no http(s) address and a final date before the initial one (422)', async () => {
    signIn('sandbox-token-manuel');
    const [one] = await adminSearchManuals(br, '');
    expect(await statusOf(updateManual(br, one!.id, payloadOf(one!, { path: 'manual.pdf' })))).toBe(422);
    expect(await statusOf(updateManual(br, one!.id, payloadOf(one!, { path: 'javascript:alert(1)' })))).toBe(
      422,
    );
    const backwards = payloadOf(one!, { validityStart: '2026-05-01', validityEnd: '2026-04-30' });
    expect(await statusOf(updateManual(br, one!.id, backwards))).toBe(422);
    const sameDay = payloadOf(one!, { validityStart: '2026-05-01', validityEnd: '2026-05-01' });
    expect(await statusOf(updateManual(br, one!.id, sameDay))).toBe('ok');
  });
});
