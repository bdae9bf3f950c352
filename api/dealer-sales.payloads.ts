import * as v from 'valibot';
import { email, money } from './schemas.ts';

/*
 * The dealer sales service's payloads (seed 001 §7 "Quotation simulator and dealer sales"; the save's
 * path and payload are not shown in the seeds: api/README.md "Interpretations"). The calls are typed by
 * them and the sandbox checks what it receives with them; widgets import their types only.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** `POST v2/access`: the seller opens a sales session at their dealer (the signed-in user is the seller). */
export const SalesAccessPayloadSchema = v.looseObject({ dealerCode: text(10) });
/** What `openSalesSession` sends. */
export type SalesAccessPayload = v.InferInput<typeof SalesAccessPayloadSchema>;

/** `POST v2/checkin`: a customer arrives at the showroom in the seller's session. */
export const CheckinPayloadSchema = v.looseObject({
  sessionId: text(40),
  customerName: text(120),
  customerCpf: v.optional(v.pipe(v.string(), v.regex(/^\d{11}$/))),
});
/** What `checkIn` sends. */
export type CheckinPayload = v.InferInput<typeof CheckinPayloadSchema>;

/** `POST v2/requestattendant`: the seller asks the desk for an attendant, saying why. */
export const AttendantPayloadSchema = v.looseObject({ sessionId: text(40), reason: text(200) });
/** What `requestAttendant` sends. */
export type AttendantPayload = v.InferInput<typeof AttendantPayloadSchema>;

/** Where the quoted car comes from: the dealer's stock, or a factory-stock proposal when sold out. */
export const STOCK_SOURCES = ['dealer', 'factory'] as const;

/**
 * `POST v2/quotation`: the quotation of seed 001 §3 (opportunity name, model and version, colour and its
 * group, coating, optionals, accessories, price with the initial price it may only rise from, discount,
 * bonus, cash payment, accessories price to be agreed, comment, validity, seller), in the seller's
 * sales session. The CRM gives the quotation number.
 */
export const QuotationPayloadSchema = v.looseObject({
  sessionId: text(40),
  opportunityName: text(120),
  modelCode: text(16),
  mvsCode: text(40),
  year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2030)),
  colorCode: text(10),
  colorGroup: v.picklist(['solid', 'metallic', 'pearly', 'special']),
  coatingCode: v.optional(text(20)),
  initialPrice: money,
  price: money,
  discount: money,
  bonus: money,
  optionals: v.array(text(20)),
  accessories: v.array(text(20)),
  accessoriesPriceToAgree: v.boolean(),
  cashPayment: v.boolean(),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  stockSource: v.picklist(STOCK_SOURCES),
  seller: v.looseObject({ name: text(120), email }),
});
/** What `saveQuotation` sends. */
export type QuotationPayload = v.InferInput<typeof QuotationPayloadSchema>;
