import { describe, expect, it } from 'vitest';
import { contactPayload } from './contactPayload.ts';
import { validateContact } from './contactValidation.ts';
import { emptyContactValues } from './contactValues.ts';

const messages = { reasonRequired: 'required', reasonRefused: 'refused', messageRequired: 'write' };
const rules = { market: 'pt-BR', country: 'BR' as const, refusedReason: null, messages };
const maria = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  reason: 'QUESTION',
  message: ' Olá! ',
};

describe('validateContact', () => {
  it('an empty form: every field, the reason with the required message', () => {
    const errors = validateContact(emptyContactValues(), rules);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'reason']);
    expect(errors.reason).toBe('required');
    expect(errors.message).toBe('write');
  });

  it('a valid form has no message; a reason the dictionary refused keeps its message until another is chosen', () => {
    expect(validateContact(maria, rules)).toEqual({});
    expect(validateContact(maria, { ...rules, refusedReason: 'QUESTION' })).toEqual({ reason: 'refused' });
    expect(validateContact({ ...maria, reason: 'SALES' }, { ...rules, refusedReason: 'QUESTION' })).toEqual(
      {},
    );
  });

  it('Argentina: a phone with area code', () => {
    const ar = { ...rules, market: 'es-AR', country: 'AR' as const };
    expect(validateContact({ ...maria, phone: '11 5123-4567' }, ar)).toEqual({});
    expect(validateContact({ ...maria, phone: '123' }, ar).phone).toBeTruthy();
  });
});

describe('contactPayload', () => {
  it('texts trimmed, the phone as digits with the trunk 0', () => {
    expect(contactPayload(maria)).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      phone: '011987654321',
      reason: 'QUESTION',
      message: 'Olá!',
    });
  });
});
