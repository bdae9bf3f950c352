import { RENTAL_BRANDS, RENTAL_STATUSES } from '../../rentalCodes.ts';
import { USERS } from './users.ts';

export { RENTAL_BRANDS } from '../../rentalCodes.ts';

/**
 * The path of a proposal that goes well, creation to delivery. The seeds show no transitions; the
 * sandbox reads the list as a path with two ends beside it: the financial analysis may end the
 * proposal reproved (instead of approved), and a proposal not signed in time expires.
 */
export const RENTAL_PATH = RENTAL_STATUSES.filter(
  (status) => status !== 'FINANCIAL_ANALYSIS_REPROVED' && status !== 'EXPIRED_PROPOSAL',
);

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

const day = (i: number) => `2025-0${1 + (i % 9)}-10`;

/** The timeline of a proposal on the path up to `reached` (its index in {@link RENTAL_PATH}). */
function pathTimeline(reached: number): RentalProposal['timeline'] {
  return RENTAL_PATH.map((status, i) => ({ status, at: i <= reached ? day(i) : null, done: i <= reached }));
}

/** A timeline that left the path after `steps` statuses and ended in `end` (reproved, expired). */
function endedTimeline(steps: number, end: string): RentalProposal['timeline'] {
  return [
    ...RENTAL_PATH.slice(0, steps).map((status, i) => ({ status, at: day(i), done: true })),
    { status: end, at: day(steps), done: true },
  ];
}

/**
 * One proposal per rental brand for the first two sandbox users, at different points of the path;
 * the first user also has, in every rental brand, a proposal the financial analysis reproved and one
 * that expired before the contract was signed.
 */
export function initialProposals(): RentalProposal[] {
  return USERS.slice(0, 2).flatMap((user, u) =>
    RENTAL_BRANDS.flatMap((brand, b) => {
      const [model, monthly] = MODELS[brand] as [string, number];
      const base = {
        userId: user.id,
        brand,
        model,
        months: 24 + 12 * (b % 3),
        monthlyValue: monthly,
        featuredItems: ['Manutenção inclusa', 'Seguro total', 'Carro reserva'],
      };
      const code = `${u + 1}${b + 1}${brand.slice(0, 3).toUpperCase()}`;
      const proposals: RentalProposal[] = [
        {
          ...base,
          proposalCode: `RNT-${code}`,
          productId: `PRD-${u + 1}${b + 1}`,
          timeline: pathTimeline((u * 3 + b * 2) % RENTAL_PATH.length),
        },
      ];
      if (u === 0)
        proposals.push(
          {
            ...base,
            proposalCode: `RNT-${code}R`,
            productId: `PRD-${u + 1}${b + 1}R`,
            timeline: endedTimeline(2, 'FINANCIAL_ANALYSIS_REPROVED'),
          },
          {
            ...base,
            proposalCode: `RNT-${code}X`,
            productId: `PRD-${u + 1}${b + 1}X`,
            timeline: endedTimeline(4, 'EXPIRED_PROPOSAL'),
          },
        );
      return proposals;
    }),
  );
}
