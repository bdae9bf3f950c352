import type {
  AdminOffer,
  OfferDraft,
  OfferScope,
  OfferType,
  PriceDisplayType,
} from '../../api/offerAdmin.ts';
import type { FormRules } from '../../core/form/validateForm.ts';

/** What the offer form holds: every field as typed ('' for none chosen yet), the lists as chosen. */
export interface OfferFormValues {
  type: '' | OfferType;
  title: string;
  mvsCode: string;
  year: string;
  priceDisplayType: '' | PriceDisplayType;
  price: string;
  fromPrice: string;
  scope: '' | OfferScope;
  regionalId: string;
  influenceAreaId: string;
  dealerCode: string;
  stamps: string[];
  parts: string[];
  categories: string[];
  features: string[];
}

/** The empty offer form. */
export const EMPTY_OFFER: OfferFormValues = {
  type: '',
  title: '',
  mvsCode: '',
  year: '',
  priceDisplayType: '',
  price: '',
  fromPrice: '',
  scope: '',
  regionalId: '',
  influenceAreaId: '',
  dealerCode: '',
  stamps: [],
  parts: [],
  categories: [],
  features: [],
};

/** The longest title the service takes. */
export const TITLE_MAX_LENGTH = 120;

/** Display types that show the list price the offer starts from ("de … por …", a percentage off it). */
export const NEEDS_FROM_PRICE: readonly PriceDisplayType[] = ['FROM_TO', 'PERCENT'];

/** The scope's place: the regional, the zone (influence area) or the dealer; none when national. */
export const PLACE_OF_SCOPE = {
  NATIONAL: null,
  REGIONAL: 'regionalId',
  ZONE: 'influenceAreaId',
  DEALER_GROUP: 'dealerCode',
} as const satisfies Record<OfferScope, keyof OfferFormValues | null>;

/**
 * A price as typed in Brazil or Argentina ('89.990,50', '89990', 'R$ 89.990'): dots group thousands,
 * the comma is the decimal mark. NaN when it is not a number.
 */
export function parsePrice(text: string): number {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned) || /,.*[.,]/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(/\./g, '').replace(',', '.'));
}

const priceText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The form filled with an offer's fields, to edit it. */
export function offerFormOf(offer: AdminOffer): OfferFormValues {
  return {
    type: offer.type,
    title: offer.title,
    mvsCode: offer.mvsCode,
    year: String(offer.year),
    priceDisplayType: offer.priceDisplayType,
    price: priceText(offer.price),
    fromPrice: priceText(offer.fromPrice),
    scope: offer.scope,
    regionalId: offer.regionalId === null ? '' : String(offer.regionalId),
    influenceAreaId: offer.influenceAreaId === null ? '' : String(offer.influenceAreaId),
    dealerCode: offer.dealerCode ?? '',
    stamps: [...offer.stamps],
    parts: [...(offer.parts ?? [])],
    categories: [...(offer.categories ?? [])],
    features: [...(offer.features ?? [])],
  };
}

/** The offer as the service takes it: numbers parsed, the list price and the place only where they apply. */
export function offerDraftOf(values: OfferFormValues): OfferDraft {
  const place = values.scope ? PLACE_OF_SCOPE[values.scope] : null;
  const display = values.priceDisplayType as PriceDisplayType;
  return {
    type: values.type as OfferType,
    title: values.title.trim(),
    mvsCode: values.mvsCode,
    year: Number(values.year),
    priceDisplayType: display,
    price: parsePrice(values.price),
    fromPrice: NEEDS_FROM_PRICE.includes(display) ? parsePrice(values.fromPrice) : null,
    scope: values.scope as OfferScope,
    regionalId: place === 'regionalId' ? Number(values.regionalId) : null,
    influenceAreaId: place === 'influenceAreaId' ? Number(values.influenceAreaId) : null,
    dealerCode: place === 'dealerCode' ? values.dealerCode.trim() : null,
    stamps: values.stamps,
    parts: values.parts,
    categories: values.categories,
    features: values.features,
  };
}

/** The messages of the offer form, in the market's language (the widget's i18n). */
export interface OfferFormMessages {
  required: string;
  choose: string;
  year: string;
  price: string;
  fromPrice: string;
  code: string;
}

const CURRENT_YEAR = new Date().getFullYear();
const digits = (text: string) => /^\d{1,9}$/.test(text.trim());

/**
 * The offer form's rules: type, title, version, display type and scope chosen or given; a model year
 * from 2000 to next year; a price above zero; the list price above it when the display type shows one
 * (FROM_TO, PERCENT); the regional or zone code (digits) or the dealer's code when the scope needs it.
 */
export function offerFormRules(m: OfferFormMessages): FormRules<OfferFormValues, keyof OfferFormValues> {
  const needs = (values: OfferFormValues, place: string) =>
    values.scope !== '' && PLACE_OF_SCOPE[values.scope] === place;
  return {
    type: (values) => (values.type ? null : m.choose),
    title: (values) => (values.title.trim() ? null : m.required),
    mvsCode: (values) => (values.mvsCode.trim() ? null : m.choose),
    year: (values) => {
      const year = Number(values.year);
      return /^\d{4}$/.test(values.year.trim()) && year >= 2000 && year <= CURRENT_YEAR + 1 ? null : m.year;
    },
    priceDisplayType: (values) => (values.priceDisplayType ? null : m.choose),
    price: (values) => (parsePrice(values.price) > 0 ? null : m.price),
    fromPrice: (values) =>
      !NEEDS_FROM_PRICE.includes(values.priceDisplayType as PriceDisplayType) ||
      parsePrice(values.fromPrice) > parsePrice(values.price) ||
      (Number.isNaN(parsePrice(values.price)) && parsePrice(values.fromPrice) > 0)
        ? null
        : m.fromPrice,
    scope: (values) => (values.scope ? null : m.choose),
    regionalId: (values) => (!needs(values, 'regionalId') || digits(values.regionalId) ? null : m.code),
    influenceAreaId: (values) =>
      !needs(values, 'influenceAreaId') || digits(values.influenceAreaId) ? null : m.code,
    dealerCode: (values) => (!needs(values, 'dealerCode') || digits(values.dealerCode) ? null : m.code),
  };
}
