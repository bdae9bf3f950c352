import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n.ts';
import {
  canFormalize,
  PROPOSAL_STATUSES,
  proposalStatusMessages,
  proposalStatusWords,
} from './proposalStatus.ts';

/** The financing proposal statuses of seed 000 §4, as the seed lists them. */
const SEED_CODES =
  `PROPOSAL_SENT, PROGRESS_PROPOSAL, REANALYSIS_PROPOSAL, PENDING_PROPOSAL, APPROVED_PROPOSAL,
RELEASED_PROPOSAL, INTEGRATED_PROPOSAL, DIRECTED_PROPOSAL, DENIED_PROPOSAL, APPROVED_FRAUD, FORMALIZATION,
DOCUMENT_ANALYSIS, PENDING_DOCUMENT, PAYMENT_AVAILABLE, PENDING_REGISTER_INFO, PENDING_CONTRACT_SIGN,
PAYED_PROPOSAL, PENDING_CONTRACT_DISCHARGE, PENDING_TAX_DISCHARGE, WARRANTY_ANALYSIS, PAYMENT_ON_RELEASE,
PAYMENT_ERROR, PAYMENT_DONE, WAITING_INTEGRATION, PROPOSAL_FORMALIZATION`.split(/,\s*/);

describe('proposal statuses', () => {
  it('are the 25 codes of the seed, in its order', () => {
    expect(SEED_CODES).toHaveLength(25);
    expect([...PROPOSAL_STATUSES]).toEqual(SEED_CODES);
  });

  it('each has words in both languages, distinct, never the code', () => {
    for (const market of ['pt-BR', 'es-AR'] as const) {
      const table = proposalStatusMessages[market] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual([...SEED_CODES].sort());
      for (const code of SEED_CODES) {
        expect(table[code], `${market} ${code}`).toMatch(/\p{L}/u);
        expect(table[code]).not.toContain('_');
      }
      expect(new Set(Object.values(table)).size, market).toBe(25);
    }
  });

  it('says a status in the market language; an unknown one as sent', () => {
    const pt = createTranslator(proposalStatusMessages, {
      language: 'pt-BR',
      brand: 'fiat',
      isHubPage: false,
    });
    const es = createTranslator(proposalStatusMessages, {
      language: 'es-AR',
      brand: 'fiat',
      isHubPage: false,
    });
    expect(proposalStatusWords(pt, 'DENIED_PROPOSAL')).toBe('Proposta recusada');
    expect(proposalStatusWords(es, 'DENIED_PROPOSAL')).toBe('Solicitud rechazada');
    expect(proposalStatusWords(pt, 'NEW_STATUS')).toBe('NEW_STATUS');
  });

  it('the formalization statuses lead to the formalize button', () => {
    expect(SEED_CODES.filter(canFormalize)).toEqual(['FORMALIZATION', 'PROPOSAL_FORMALIZATION']);
  });
});
