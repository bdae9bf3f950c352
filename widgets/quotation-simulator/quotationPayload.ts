import type { ColorGroup, Version } from '../../api/car.ts';
import type { Coating, Color, Part } from '../../api/carSchemas.ts';
import type { QuotationPayload } from '../../api/dealer-sales.payloads.ts';
import type { QuotationDraft } from './quotationDraft.ts';
import { parseMoney } from './quotationPrice.ts';

/** The car of a quotation as the tabs chose it. */
export interface QuotedCar {
  version: Version;
  year: number;
  color: Color | null;
  colorGroup: ColorGroup;
  coating: Coating | null;
  parts: readonly Part[];
}

/** The seller as `users/self` names them (seed 001 §3 "seller data"). */
export interface Seller {
  name: string;
  email: string;
}

/** The quotation's figures: the car's price as quoted, what is added and taken off, the total. */
export interface QuotationTotals {
  initialPrice: number;
  price: number;
  colorPrice: number;
  coatingPrice: number;
  optionals: number;
  /** Zero when the accessories price is to be agreed. */
  accessories: number;
  discount: number;
  bonus: number;
  total: number;
}

const sum = (parts: readonly Part[]) => parts.reduce((total, part) => total + part.price, 0);
const amount = (typed: string) => parseMoney(typed) ?? 0;

/** The figures of a quotation: price (typed, else the initial) + colour + coating + items − discount − bonus. */
export function quotationTotals(car: QuotedCar, draft: QuotationDraft): QuotationTotals {
  const initialPrice = car.version.price;
  const price = draft.price.trim() ? (parseMoney(draft.price) ?? initialPrice) : initialPrice;
  const colorPrice = car.color?.price ?? 0;
  const coatingPrice = car.coating?.price ?? 0;
  const optionals = sum(car.parts.filter((part) => part.type === 'ITEM'));
  const accessories = draft.accessoriesPriceToAgree
    ? 0
    : sum(car.parts.filter((p) => p.type === 'ACCESSORY'));
  const discount = amount(draft.discount);
  const bonus = amount(draft.bonus);
  const total = Math.max(0, price + colorPrice + coatingPrice + optionals + accessories - discount - bonus);
  return { initialPrice, price, colorPrice, coatingPrice, optionals, accessories, discount, bonus, total };
}

/** What `saveQuotation` sends for a quotation (api/dealer-sales.payloads.ts), in the seller's session. */
export function quotationPayload(
  car: QuotedCar,
  draft: QuotationDraft,
  seller: Seller,
  sessionId: string,
): QuotationPayload {
  const totals = quotationTotals(car, draft);
  const comment = draft.comment.trim();
  const base = draft.baseQuotationNumber.trim();
  return {
    sessionId,
    opportunityName: draft.opportunityName.trim(),
    ...(base ? { baseQuotationNumber: base } : {}),
    modelCode: car.version.modelCode ?? '',
    mvsCode: car.version.code,
    year: car.year,
    colorCode: car.color?.code ?? '',
    colorGroup: car.colorGroup,
    ...(car.coating ? { coatingCode: car.coating.code } : {}),
    initialPrice: totals.initialPrice,
    price: totals.price,
    discount: totals.discount,
    bonus: totals.bonus,
    optionals: car.parts.filter((part) => part.type === 'ITEM').map((part) => part.code),
    accessories: car.parts.filter((part) => part.type === 'ACCESSORY').map((part) => part.code),
    accessoriesPriceToAgree: draft.accessoriesPriceToAgree,
    cashPayment: draft.cashPayment,
    ...(comment ? { comment } : {}),
    validityDays: Number(draft.validityDays),
    stockSource: draft.stockSource,
    seller: { name: seller.name, email: seller.email },
  };
}
