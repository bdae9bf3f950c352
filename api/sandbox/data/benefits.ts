import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { hashSeed } from './random.ts';
import { USERS } from './users.ts';

/** A benefit offered to the owners of a brand. */
export interface Benefit {
  id: string;
  brand: string;
  title: string;
  partner: string;
  discountPercent: number;
  validUntil: string;
  next: boolean;
}

const KINDS: [title: string, partner: string, discount: number][] = [
  ['Desconto em revisão programada', 'Rede de concessionárias', 10],
  ['Lavagem técnica cortesia', 'Concessionária', 100],
  ['Desconto em acessórios Mopar', 'Mopar', 15],
  ['Check-up de viagem gratuito', 'Rede de concessionárias', 100],
  ['Desconto em seguro auto', 'Seguradora parceira', 8],
];

/** Five benefits per brand; the last one is "next" (not yet available). */
export const BENEFITS: Benefit[] = Object.keys(BRAND_LABELS).flatMap((brand) =>
  KINDS.map(([title, partner, discount], i) => ({
    id: `BNF-${brand.toUpperCase().replace('-', '')}-${i + 1}`,
    brand,
    title,
    partner,
    discountPercent: discount,
    validUntil: '2026-12-31',
    next: i === KINDS.length - 1,
  })),
);

/** The benefit hash of a sandbox user (what benefit links carry instead of a token). */
export const hashOf = (userId: string) => `h${hashSeed(userId).toString(16)}`;

/** The user a benefit hash belongs to. */
export const userOfHash = (hash: string | null) => USERS.find((user) => hashOf(user.id) === hash) ?? null;

/** Polls of a brand (response domain type SINGLE). */
export const pollsOf = (brand: string) => [
  {
    id: `POLL-${brand.toUpperCase().replace('-', '')}-1`,
    type: 'SINGLE',
    brand,
    question: `Qual benefício ${BRAND_LABELS[brand]} você quer a seguir?`,
    options: [
      { id: 'OPT-1', text: 'Mais descontos em revisão' },
      { id: 'OPT-2', text: 'Eventos exclusivos' },
      { id: 'OPT-3', text: 'Acessórios com desconto' },
    ],
  },
];
