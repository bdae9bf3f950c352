import { atom } from 'jotai/vanilla';
import type { RentalProposalSummary } from '../../../api/rental.ts';

/**
 * The rental proposals store (seed 000 §4): the selected proposal code, the loaded list and the
 * loading flag. Kept in the page's one store, so every hub-rental of the page (the proposals and the
 * rental user area) works on the same proposal.
 */
export const selectedProposalCodeAtom = atom<string | null>(null);

/** The loaded proposals of the page's brand (null until loaded). */
export const rentalProposalsAtom = atom<RentalProposalSummary[] | null>(null);

/** Whether the proposals are being loaded. */
export const rentalProposalsLoadingAtom = atom(false);
