import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/users.ts';
import { fillEmpty } from './fillEmpty.ts';
import { prefillOf } from './prefillOf.ts';

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
    expect(prefillOf(ana)).toEqual({
      userId: 'U-1',
      name: 'Ana',
      fullName: 'Ana Souza',
      email: 'ana.souza@example.com',
      phone: '11987654321',
      cpf: '39053344705',
      cnpj: '',
    });
    const plain = { ...ana, nickname: null, emails: [{ email: 'ana@old.example.com', preferred: false }] };
    expect(prefillOf(plain)).toMatchObject({ name: 'Ana Souza', email: 'ana@old.example.com' });
  });

  it('the full name: the nickname when it has a surname, else the name', () => {
    expect(prefillOf(ana).fullName).toBe('Ana Souza');
    expect(prefillOf({ ...ana, nickname: 'Ana Souza Lima' }).fullName).toBe('Ana Souza Lima');
    expect(prefillOf({ ...ana, nickname: 'Ana', name: '' }).fullName).toBe('Ana');
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
