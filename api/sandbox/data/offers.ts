import { versionsOf } from './catalog.ts';
import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { dealersBy } from './dealers.ts';
import { pick, seededRandom } from './random.ts';

/** A marketplace offer (seed 001 §3 "Offer (marketplace)"). */
export interface Offer {
  id: string;
  brand: string;
  country: 'BR' | 'AR';
  type: 'FCA' | 'DEALER' | 'RENTAL';
  title: string;
  mvsCode: string;
  year: number;
  priceDisplayType: 'FULL_PRICE' | 'STARTS_WITH' | 'FROM_TO' | 'PERCENT' | 'INSTALLMENT';
  price: number;
  fromPrice: number | null;
  scope: 'REGIONAL' | 'NATIONAL' | 'DEALER_GROUP' | 'ZONE';
  regionalId: number | null;
  influenceAreaId: number | null;
  dealerCode: string | null;
  stamps: string[];
  published: boolean;
  sold: boolean;
  disapproved: boolean;
  order: number;
}

/** Stamps, features, categories and parts offers can carry. */
export const OFFER_VOCABULARY = {
  stamps: ['OFERTA_DO_MES', 'TAXA_ZERO', 'PRONTA_ENTREGA', 'ULTIMAS_UNIDADES'],
  features: [
    'Ar-condicionado',
    'Direção elétrica',
    'Central multimídia',
    'Câmera de ré',
    'Piloto automático',
  ],
  categories: ['hatch', 'sedan', 'suv', 'pickup', 'van'],
  parts: ['Tapetes', 'Engate', 'Película', 'Protetor de cárter'],
};

const DISPLAY: Offer['priceDisplayType'][] = [
  'FULL_PRICE',
  'STARTS_WITH',
  'FROM_TO',
  'PERCENT',
  'INSTALLMENT',
];
const SCOPES: Offer['scope'][] = ['NATIONAL', 'REGIONAL', 'DEALER_GROUP', 'ZONE'];

/** About three offers per version of every brand and country, deterministic. */
export function initialOffers(): Offer[] {
  const random = seededRandom('offers');
  const offers: Offer[] = [];
  for (const brand of Object.keys(BRAND_LABELS)) {
    for (const country of ['BR', 'AR'] as const) {
      const dealers = dealersBy({ brand, country, offline: false });
      for (const version of versionsOf(brand, country)) {
        for (let k = 0; k < 3; k++) {
          const dealer = dealers.length ? pick(random, dealers) : null;
          const scope = k === 0 || !dealer ? 'NATIONAL' : pick(random, SCOPES);
          const list = version.price[country] as number;
          const price = Math.round(list * (0.9 + random() * 0.08));
          offers.push({
            id: `OFR-${String(offers.length + 1).padStart(5, '0')}`,
            brand,
            country,
            type: k === 0 ? 'FCA' : k === 1 ? 'DEALER' : 'RENTAL',
            title: `${version.modelName} ${version.versionName}`,
            mvsCode: version.mvsCode,
            year: version.years[version.years.length - 1] as number,
            priceDisplayType: pick(random, DISPLAY),
            price,
            fromPrice: list,
            scope,
            regionalId: scope === 'REGIONAL' ? (dealer?.regionalId ?? null) : null,
            influenceAreaId:
              scope === 'ZONE' || scope === 'DEALER_GROUP' ? (dealer?.influenceAreaId ?? null) : null,
            dealerCode: k === 0 ? null : (dealer?.dealerCode ?? null),
            stamps: [pick(random, OFFER_VOCABULARY.stamps)],
            published: k === 0 || random() > 0.1,
            sold: false,
            disapproved: false,
            order: offers.length,
          });
        }
      }
    }
  }
  return offers;
}
