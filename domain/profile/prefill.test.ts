import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/users.ts';
import { fillEmpty } from './fillEmpty.ts';
import { prefillOf } from './prefillOf.ts';
import { contactPrefill } from './useProfile.ts';

const ana: UserProfile = {
  id: 'U-1',
  nickname: 'Ana',
  name: 'Ana Souza',
  emails: [
    { email: 'ana@old.example.com', preferred: false },
    { email: 'ana.souza@example.com', preferred: true },
  ],
  phone: '11987654321',
  cpf: '39053344705',
  companyCnpj: null,
};

describe('profile prefill (seed 000 §4 "Lead")', () => {
  it('takes the nickname (else the name), the preferred e-mail (else the first), phone, CPF and CNPJ', () => {
    expect(prefillOf(ana, 'pt-BR')).toEqual({
      userId: 'U-1',
      name: 'Ana',
      fullName: 'Ana Souza',
      email: 'ana.souza@example.com',
      phone: '11987654321',
      cpf: '39053344705',
      cuil: '',
      document: '39053344705',
      cnpj: '',
      groups: [],
    });
    const plain = { ...ana, nickname: null, emails: [{ email: 'ana@old.example.com', preferred: false }] };
    expect(prefillOf(plain, 'pt-BR')).toMatchObject({ name: 'Ana Souza', email: 'ana@old.example.com' });
  });

  it('the user groups of the profile, upper-case (a B2E buyer, seed 000 §3)', () => {
    expect(prefillOf({ ...ana, groups: ['OFFER', 'jeep_nation'] }, 'pt-BR').groups).toEqual([
      'OFFER',
      'JEEP_NATION',
    ]);
  });

  it('the full name: the nickname when it has a surname, else the name', () => {
    expect(prefillOf(ana, 'pt-BR').fullName).toBe('Ana Souza');
    expect(prefillOf({ ...ana, nickname: 'Ana Souza Lima' }, 'pt-BR').fullName).toBe('Ana Souza Lima');
    expect(prefillOf({ ...ana, nickname: 'Ana', name: '' }, 'pt-BR').fullName).toBe('Ana');
  });

  it('an Argentine profile prefills its CUIL as the document of es-AR forms; a Brazilian one its CPF', () => {
    const sofia: UserProfile = { ...ana, id: 'U-3', cpf: null, cuil: '27321234564' };
    expect(prefillOf(sofia, 'es-AR')).toMatchObject({
      document: '27321234564',
      cuil: '27321234564',
      cpf: '',
    });
    expect(prefillOf(ana, 'pt-BR').document).toBe('39053344705');
    expect(prefillOf(ana, 'c-BR').document).toBe('39053344705');
    expect(prefillOf(ana, 'es-AR').document).toBe('');
    expect(contactPrefill(prefillOf(sofia, 'es-AR')).cpf).toBe('27321234564');
  });

  it('never overwrites what the shopper typed', () => {
    const typed = { name: 'Ana Paula', email: '', phone: '', consent: true };
    expect(fillEmpty(typed, { name: 'Ana', email: 'ana.souza@example.com', phone: '' })).toEqual({
      name: 'Ana Paula',
      email: 'ana.souza@example.com',
      phone: '',
      consent: true,
    });
  });
});
