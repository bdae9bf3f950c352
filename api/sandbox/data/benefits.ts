import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { hashSeed } from './random.ts';
import { USERS } from './users.ts';

/** A benefit offered to the owners of a brand, in the language of the owner's market. */
export interface Benefit {
  id: string;
  brand: string;
  /** 'pt-BR' (also c-BR) or 'es-AR'. */
  language: 'pt-BR' | 'es-AR';
  title: string;
  partner: string;
  /** 100 for a courtesy; 1–99 for a discount benefit (registered document or its dependants). */
  discountPercent: number;
  validUntil: string;
  /** Available from this day on (a "next" benefit); null when available now. */
  availableFrom: string | null;
}

type Kind = [title: string, partner: string, discount: number];
const KINDS: Record<Benefit['language'], Kind[]> = {
  'pt-BR': [
    ['Desconto em revisão programada', 'Rede de concessionárias', 10],
    ['Lavagem técnica cortesia', 'Concessionária', 100],
    ['Desconto em acessórios Mopar', 'Mopar', 15],
    ['Check-up de viagem gratuito', 'Rede de concessionárias', 100],
    ['Desconto em seguro auto', 'Seguradora parceira', 8],
  ],
  'es-AR': [
    ['Descuento en el service programado', 'Red de concesionarios', 10],
    ['Lavado técnico de cortesía', 'Concesionario', 100],
    ['Descuento en accesorios Mopar', 'Mopar', 15],
    ['Chequeo de viaje sin cargo', 'Red de concesionarios', 100],
    ['Descuento en el seguro del auto', 'Aseguradora asociada', 8],
  ],
};

const key = (brand: string) => brand.toUpperCase().replace('-', '');

/** Five benefits per brand and language; the last one is "next" (available from March 2027). */
export const BENEFITS: Benefit[] = Object.keys(BRAND_LABELS).flatMap((brand) =>
  (['pt-BR', 'es-AR'] as const).flatMap((language) =>
    KINDS[language].map(([title, partner, discount], i) => ({
      id: `BNF-${key(brand)}-${language === 'es-AR' ? 'AR' : 'BR'}-${i + 1}`,
      brand,
      language,
      title,
      partner,
      discountPercent: discount,
      validUntil: '2027-12-31',
      availableFrom: i === KINDS[language].length - 1 ? '2027-03-01' : null,
    })),
  ),
);

/** The language of a user's benefits: their market's (c-BR reads pt-BR). */
export const languageOf = (market: string | undefined): Benefit['language'] =>
  market === 'es-AR' ? 'es-AR' : 'pt-BR';

/** The benefit hash of a sandbox user (what benefit links carry instead of a token). */
export const hashOf = (userId: string) => `h${hashSeed(userId).toString(16)}`;

/** The user a benefit hash belongs to. */
export const userOfHash = (hash: string | null) => USERS.find((user) => hashOf(user.id) === hash) ?? null;

/** Dependants' documents registered with a holder (CPF in Brazil, CUIL in Argentina). */
export const DEPENDANTS: Record<string, string[]> = {
  '7c9e6679-7425-40de-944b-e07fc1f90ae7': ['52998224725'],
  '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d': ['20123456786'],
};

/** A poll for the members of a brand (response domain type SINGLE). */
export interface Poll {
  id: string;
  type: 'SINGLE';
  brand: string;
  language: Benefit['language'];
  question: string;
  /** Members who must vote before the result is final. */
  target: number;
  options: { id: string; text: string; votes: number }[];
}

const POLL_TEXTS = {
  'pt-BR': {
    next: 'Qual benefício {brand} você quer a seguir?',
    nextOptions: ['Mais descontos em revisão', 'Eventos exclusivos', 'Acessórios com desconto'],
    event: 'Onde deve ser o próximo encontro de proprietários {brand}?',
    eventOptions: ['Serra', 'Litoral', 'Autódromo'],
  },
  'es-AR': {
    next: '¿Qué beneficio {brand} querés que llegue ahora?',
    nextOptions: ['Más descuentos en el service', 'Eventos exclusivos', 'Accesorios con descuento'],
    event: '¿Dónde tiene que ser el próximo encuentro de propietarios {brand}?',
    eventOptions: ['Sierras', 'Costa', 'Autódromo'],
  },
} as const;

/** Brands whose dealers run member polls; the other brands have none. */
export const POLL_BRANDS = ['jeep', 'fiat', 'peugeot', 'ram'];

/**
 * Polls of a brand in a language: the first still partial (votes below the target), the second
 * complete (the target reached). Brands outside {@link POLL_BRANDS} have none.
 */
export function pollsOf(brand: string, language: Benefit['language'] = 'pt-BR'): Poll[] {
  if (!POLL_BRANDS.includes(brand)) return [];
  const texts = POLL_TEXTS[language];
  const name = BRAND_LABELS[brand] ?? brand;
  const suffix = language === 'es-AR' ? 'AR' : 'BR';
  return [
    {
      id: `POLL-${key(brand)}-${suffix}-1`,
      type: 'SINGLE',
      brand,
      language,
      question: texts.next.replace('{brand}', name),
      target: 500,
      options: texts.nextOptions.map((text, i) => ({ id: `OPT-${i + 1}`, text, votes: [120, 84, 61][i]! })),
    },
    {
      id: `POLL-${key(brand)}-${suffix}-2`,
      type: 'SINGLE',
      brand,
      language,
      question: texts.event.replace('{brand}', name),
      target: 300,
      options: texts.eventOptions.map((text, i) => ({ id: `OPT-${i + 1}`, text, votes: [142, 97, 88][i]! })),
    },
  ];
}
