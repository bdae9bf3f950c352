import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../api/users.ts';
import { journeyStart } from './journeyStart.ts';

const profile = (patch: Partial<UserProfile>) =>
  ({
    id: 'u1',
    name: 'Ana',
    emails: [
      { email: 'ana.old@example.org', preferred: false },
      { email: 'ana@example.com', preferred: true },
    ],
    cpf: '39053344705',
    cuil: null,
    ...patch,
  }) as UserProfile;

describe('journeyStart', () => {
  it('Brazil: the CPF and the preferred e-mail', () => {
    expect(journeyStart('FINANCING', profile({}), 'pt-BR')).toEqual({
      type: 'FINANCING',
      cpf: '39053344705',
      email: 'ana@example.com',
    });
  });

  it('Argentina: the CUIL', () => {
    expect(journeyStart('SIGN_UP', profile({ cpf: null, cuil: '27321234564' }), 'es-AR')).toEqual({
      type: 'SIGN_UP',
      cuil: '27321234564',
      email: 'ana@example.com',
    });
  });

  it('without the tax id of the market or an e-mail: nothing to start', () => {
    expect(journeyStart('FINANCING', profile({ cpf: null }), 'pt-BR')).toBeNull();
    expect(journeyStart('FINANCING', profile({}), 'es-AR')).toBeNull();
    expect(journeyStart('FINANCING', profile({ emails: [], emailPreferred: null }), 'pt-BR')).toBeNull();
  });
});
