import { USERS } from './users.ts';

/** Brands with a rental offer (seed 001 §7 "Rental brands"). */
export const RENTAL_BRANDS = ['jeep', 'fiat', 'citroen', 'peugeot', 'ram'];

/** The rental proposal timeline, in order (seed 000 §4). */
export const RENTAL_TIMELINE = [
  'PROPOSAL_CREATED',
  'FINANCIAL_ANALYSIS_IN_PROGRESS',
  'FINANCIAL_ANALYSIS_APPROVED',
  'CONTRACT_SIGN_IN_PROGRESS',
  'CONTRACT_SIGN_DONE',
  'PRODUCTION_REQUESTED',
  'IN_PRODUCTION',
  'IN_TRANSIT',
  'AT_DEALER',
  'DELIVERED',
];

/** A rental proposal of a user (seed 000 §3 "Rental proposal"). */
export interface RentalProposal {
  proposalCode: string;
  productId: string;
  userId: string;
  brand: string;
  model: string;
  months: number;
  monthlyValue: number;
  timeline: { status: string; at: string | null; done: boolean }[];
  featuredItems: string[];
}

const MODELS: Record<string, [model: string, monthly: number]> = {
  jeep: ['Compass Longitude', 4290],
  fiat: ['Pulse Audace', 2690],
  citroen: ['C3 Aircross Feel', 2490],
  peugeot: ['2008 Allure', 2990],
  ram: ['Rampage Rebel', 5190],
};

/** One proposal per rental brand for the first two sandbox users, at different points of the timeline. */
export function initialProposals(): RentalProposal[] {
  return USERS.slice(0, 2).flatMap((user, u) =>
    RENTAL_BRANDS.map((brand, b) => {
      const [model, monthly] = MODELS[brand] as [string, number];
      const reached = (u * 3 + b * 2) % RENTAL_TIMELINE.length;
      return {
        proposalCode: `RNT-${u + 1}${b + 1}${brand.slice(0, 3).toUpperCase()}`,
        productId: `PRD-${u + 1}${b + 1}`,
        userId: user.id,
        brand,
        model,
        months: 24 + 12 * (b % 3),
        monthlyValue: monthly,
        timeline: RENTAL_TIMELINE.map((status, i) => ({
          status,
          at: i <= reached ? `2025-0${1 + (i % 9)}-10` : null,
          done: i <= reached,
        })),
        featuredItems: ['Manutenção inclusa', 'Seguro total', 'Carro reserva'],
      };
    }),
  );
}
