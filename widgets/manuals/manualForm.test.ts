import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import {
  endsBeforeStart,
  isDocumentAddress,
  isIsoDay,
  type ManualFormValues,
  manualFormOf,
  manualFormRules,
  manualPayloadOf,
} from './manualForm.ts';

const texts = { required: 'req', pathInvalid: 'path', dateInvalid: 'date', validityEndBefore: 'before' };
const valid: ManualFormValues = {
  name: 'Manual do proprietário Strada 2026',
  path: 'https://manuals.example.com/fiat/460.pdf',
  validityStart: '2026-01-01',
  validityEnd: '2027-12-31',
  status: 'ACTIVE',
};
const check = (change: Partial<ManualFormValues>) =>
  validateForm({ ...valid, ...change }, manualFormRules(texts), 'pt-BR');

describe('validity dates', () => {
  it('refuses a final date before the initial one, beside the final date', () => {
    expect(endsBeforeStart('2026-05-01', '2026-04-30')).toBe(true);
    expect(check({ validityStart: '2026-05-01', validityEnd: '2026-04-30' })).toEqual({
      validityEnd: 'before',
    });
  });

  it('takes the same day (a one-day validity) and a later final date', () => {
    expect(endsBeforeStart('2026-05-01', '2026-05-01')).toBe(false);
    expect(check({ validityStart: '2026-05-01', validityEnd: '2026-05-01' })).toEqual({});
    expect(check({})).toEqual({});
  });

  it('asks for both dates and real days; no order message while one is missing', () => {
    expect(check({ validityStart: '', validityEnd: '' })).toEqual({
      validityStart: 'req',
      validityEnd: 'req',
    });
    expect(check({ validityStart: '' })).toEqual({ validityStart: 'req' });
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(check({ validityEnd: '2026-02-30' })).toEqual({ validityEnd: 'date' });
  });
});

describe('name and document address', () => {
  it('asks for a name and an http(s) address', () => {
    expect(check({ name: '  ', path: '' })).toEqual({ name: 'req', path: 'req' });
    expect(check({ path: 'manual.pdf' })).toEqual({ path: 'path' });
    expect(check({ path: 'javascript:alert(1)' })).toEqual({ path: 'path' });
    expect(isDocumentAddress('data:text/html,x')).toBe(false);
    expect(isDocumentAddress(' http://manuals.example.com/a.pdf ')).toBe(true);
  });
});

describe('payload', () => {
  it('sends the brand, the model kept and trimmed texts', () => {
    expect(
      manualPayloadOf({ ...valid, name: ' Guia ', path: ' https://x.example/a.pdf ' }, 'fiat', '460'),
    ).toEqual({
      brand: 'fiat',
      modelCode: '460',
      name: 'Guia',
      path: 'https://x.example/a.pdf',
      validityStart: '2026-01-01',
      validityEnd: '2027-12-31',
      status: 'ACTIVE',
    });
  });

  it('a new manual starts active from today to the end of next year', () => {
    expect(manualFormOf(null, '2026-11-24')).toMatchObject({
      validityStart: '2026-11-24',
      validityEnd: '2027-12-31',
      status: 'ACTIVE',
    });
  });
});
