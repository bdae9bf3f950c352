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
  /** The model the offer is for (search filter `model`). */
  modelCode?: string;
  /** Where the offer's dealer is; null for offers of the whole country. */
  dealerName?: string | null;
  stateCode?: string | null;
  cityName?: string | null;
  /** Mopar offers (services and accessories): what they are for and how they are taken. */
  moparType?: 'SERVICE' | 'ACCESSORY' | null;
  moparKind?: 'COUPON' | 'FIXED_PRICE' | null;
  /** INSTALLMENT offers: how many installments of how much. */
  installments?: number | null;
  installmentValue?: number | null;
  /** The price table the price comes from, and both tables' prices (seed 000 §3). */
  priceSource?: 'ecommercePrice' | 'customPrice' | null;
  ecommercePrice?: number | null;
  customPrice?: number | null;
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

const INSTALLMENTS = [24, 36, 48, 60];
const MOPAR: {
  type: 'SERVICE' | 'ACCESSORY';
  kind: 'COUPON' | 'FIXED_PRICE';
  title: Record<'BR' | 'AR', string>;
}[] = [
  { type: 'SERVICE', kind: 'FIXED_PRICE', title: { BR: 'Revisão Mopar', AR: 'Service Mopar' } },
  {
    type: 'SERVICE',
    kind: 'COUPON',
    title: { BR: 'Alinhamento e balanceamento', AR: 'Alineación y balanceo' },
  },
  { type: 'ACCESSORY', kind: 'FIXED_PRICE', title: { BR: 'Tapetes Mopar', AR: 'Alfombras Mopar' } },
  { type: 'ACCESSORY', kind: 'COUPON', title: { BR: 'Engate Mopar', AR: 'Enganche Mopar' } },
];

/**
 * Where, how priced and for which model an offer is: the dealer's state and city (none for an offer of
 * the whole country), the price table (a dealer's own price for dealer offers, else the e-commerce
 * table), the installments of an INSTALLMENT offer. Drawn from a random of its own, so the offers'
 * other fields stay as they were.
 */
function placedAndPriced(
  offer: Offer,
  dealer: { name: string; stateCode: string; cityName: string } | null,
  modelCode: string,
  random: () => number,
): Offer {
  const custom = offer.type !== 'FCA' && random() > 0.4;
  const installments = pick(random, INSTALLMENTS);
  return {
    ...offer,
    modelCode,
    dealerName: offer.dealerCode ? (dealer?.name ?? null) : null,
    stateCode: offer.scope === 'NATIONAL' ? null : (dealer?.stateCode ?? null),
    cityName: offer.scope === 'NATIONAL' ? null : (dealer?.cityName ?? null),
    moparType: offer.moparType ?? null,
    moparKind: offer.moparKind ?? null,
    installments: offer.priceDisplayType === 'INSTALLMENT' ? installments : null,
    installmentValue:
      offer.priceDisplayType === 'INSTALLMENT' ? Math.round((offer.price / installments) * 100) / 100 : null,
    priceSource: custom ? 'customPrice' : 'ecommercePrice',
    ecommercePrice: custom ? Math.round(offer.price * 1.02) : offer.price,
    customPrice: custom ? offer.price : null,
  };
}

/**
 * About three offers per version of every brand and country, then four Mopar offers (a service and
 * an accessory, as a coupon and at a fixed price) per brand and country, deterministic.
 */
export function initialOffers(): Offer[] {
  const random = seededRandom('offers');
  const extra = seededRandom('offers:placed');
  const offers: Offer[] = [];
  for (const brand of Object.keys(BRAND_LABELS)) {
    for (const country of ['BR', 'AR'] as const) {
      const dealers = dealersBy({ brand, country, offline: false });
      for (const version of versionsOf(brand, country)) {
        for (let k = 0; k < 3; k++) {
          const dealer = dealers.length ? pick(random, dealers) : null;
          const place = (offer: Offer) => placedAndPriced(offer, dealer, version.modelCode, extra);
          const scope = k === 0 || !dealer ? 'NATIONAL' : pick(random, SCOPES);
          const list = version.price[country] as number;
          const price = Math.round(list * (0.9 + random() * 0.08));
          offers.push(
            place({
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
            }),
          );
        }
      }
    }
  }
  for (const brand of Object.keys(BRAND_LABELS)) {
    for (const country of ['BR', 'AR'] as const) {
      const version = versionsOf(brand, country)[0];
      if (!version) continue;
      const dealers = dealersBy({ brand, country, offline: false });
      for (const mopar of MOPAR) {
        const dealer = dealers.length ? pick(extra, dealers) : null;
        const price =
          mopar.type === 'SERVICE' ? (country === 'BR' ? 590 : 95000) : country === 'BR' ? 390 : 65000;
        offers.push(
          placedAndPriced(
            {
              id: `OFR-${String(offers.length + 1).padStart(5, '0')}`,
              brand,
              country,
              type: 'FCA',
              title: `${mopar.title[country]} ${version.modelName}`,
              mvsCode: version.mvsCode,
              year: version.years[version.years.length - 1] as number,
              priceDisplayType: mopar.kind === 'COUPON' ? 'PERCENT' : 'FULL_PRICE',
              price: mopar.kind === 'COUPON' ? Math.round(price * 0.85) : price,
              fromPrice: price,
              scope: 'NATIONAL',
              regionalId: null,
              influenceAreaId: null,
              dealerCode: null,
              moparType: mopar.type,
              moparKind: mopar.kind,
              stamps: [],
              published: true,
              sold: false,
              disapproved: false,
              order: offers.length,
            },
            dealer,
            version.modelCode,
            extra,
          ),
        );
      }
    }
  }
  return offers;
}
