import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/users.ts';
import { ownDocumentOf } from './ownDocument.ts';

const profile = (documents: Partial<UserProfile>): UserProfile => ({
  id: 'U-1',
  nickname: null,
  name: 'Someone',
  emails: [],
  phone: null,
  cpf: null,
  companyCnpj: null,
  ...documents,
});

describe('ownDocumentOf', () => {
  it("is the profile's CPF in Brazil and its CUIL in Argentina, digits only", () => {
    const both = profile({ cpf: '390.533.447-05', cuil: '27-32123456-4' });
    expect(ownDocumentOf(both, 'BR')).toBe('39053344705');
    expect(ownDocumentOf(both, 'AR')).toBe('27321234564');
  });

  it("is null when the profile lacks the country's document, whatever else it has", () => {
    expect(ownDocumentOf(profile({ cpf: '39053344705' }), 'AR')).toBeNull();
    expect(ownDocumentOf(profile({ cuil: '27321234564' }), 'BR')).toBeNull();
    expect(ownDocumentOf(profile({ cpf: ' ' }), 'BR')).toBeNull();
    expect(ownDocumentOf(profile({ companyCnpj: '47381092000160' }), 'BR')).toBeNull();
  });
});
