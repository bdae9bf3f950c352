import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELDS, draftKey, loadDraft, saveDraft } from './draft.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';

/** An in-memory Storage. */
function memory(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const typed: ProposalValues = {
  ...emptyProposal(),
  name: 'Maria da Silva',
  cpf: '52998224725',
  spouseCpf: '11144477735',
  cnpj: '11222333000181',
  documentNumber: '123456789',
  licenseNumber: '02650306461',
  city: 'São Paulo',
};

describe('the proposal draft', () => {
  it('is kept per brand', () => {
    expect(draftKey('fiat')).toBe('hub:financing:proposal:fiat');
  });

  it('is saved without the document numbers, which stay in memory only', () => {
    const storage = memory();
    saveDraft(storage, 'k', typed);
    const saved = JSON.parse(storage.getItem('k') ?? '{}');
    expect(saved).toMatchObject({ name: 'Maria da Silva', city: 'São Paulo' });
    for (const field of DOCUMENT_FIELDS) expect(saved).not.toHaveProperty(field);
  });

  it('comes back over an empty form, document numbers empty', () => {
    const storage = memory();
    saveDraft(storage, 'k', typed);
    expect(loadDraft(storage, 'k')).toEqual({
      ...emptyProposal(),
      name: 'Maria da Silva',
      city: 'São Paulo',
    });
  });

  it('drops unknown keys, values that are not text and document numbers slipped in; cuts long texts', () => {
    const storage = memory({
      k: JSON.stringify({ name: 'x'.repeat(300), income: 8000, admin: 'yes', cpf: '52998224725' }),
    });
    const draft = loadDraft(storage, 'k');
    expect(draft.name).toHaveLength(200);
    expect(draft.income).toBe('');
    expect(draft.cpf).toBe('');
    expect(draft).not.toHaveProperty('admin');
  });

  it('a person type other than legal is a natural person', () => {
    expect(loadDraft(memory({ k: '{"personType":"robot"}' }), 'k').personType).toBe('physicalPerson');
    expect(loadDraft(memory({ k: '{"personType":"legalPerson"}' }), 'k').personType).toBe('legalPerson');
  });

  it('no storage, nothing saved, a broken or full storage: an empty form and no error', () => {
    expect(loadDraft(undefined, 'k')).toEqual(emptyProposal());
    expect(loadDraft(memory(), 'k')).toEqual(emptyProposal());
    expect(loadDraft(memory({ k: '{broken' }), 'k')).toEqual(emptyProposal());
    const full = memory();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => saveDraft(full, 'k', typed)).not.toThrow();
  });
});
