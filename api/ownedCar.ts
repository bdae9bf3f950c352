import { ServiceError } from '../core/errors.ts';
import { listOf, numberOf, recordOf, textOf } from './answers.ts';
import { benefitCalls, simulateBenefitPayment } from './benefits.ts';
import { type ApiScope, request } from './client.ts';

/**
 * The owner's car services (seed 001 §7 "Other benefits"), as hub-garage's owned-car detail reads them:
 * warranty by model and its terms (a PDF, `x-hub-context` naming the brand), flawless delivery and the
 * invoice by VIN, the Mopar services, the models they fit and a payment simulation (`referrer` header).
 * The seeds fix no answer shapes: each is read leniently into the type below.
 */

/** Where the flawless-delivery lookup is asked from (the path's `{source}`). */
export const FLAWLESS_SOURCE = 'hub-garage';

/** The warranty of a model. */
export interface Warranty {
  modelCode: string;
  modelName: string | null;
  years: number | null;
  /** Kilometre limit; null when the warranty has none. */
  km: number | null;
  /** What the warranty covers, in the market's language. */
  coverage: string[];
  extendedAvailable: boolean;
}

/** The flawless delivery of a car: status, date, dealer and the checklist gone through. */
export interface FlawlessDelivery {
  vin: string;
  status: string | null;
  /** YYYY-MM-DD. */
  deliveredAt: string | null;
  dealerName: string | null;
  checklist: string[];
}

/** The invoice of a car. */
export interface CarInvoice {
  vin: string;
  number: string | null;
  /** YYYY-MM-DD. */
  issuedAt: string | null;
  amount: number | null;
  dealerName: string | null;
}

/** A Mopar service or accessory offer and the models it fits (empty: all). */
export interface MoparService {
  id: string;
  title: string;
  type: string | null;
  kind: string | null;
  price: number | null;
  discountPercent: number | null;
  modelCodes: string[];
}

/** A model the Mopar services fit. */
export interface MoparModel {
  modelCode: string;
  modelName: string | null;
}

/** The answer to a Mopar payment simulation. */
export interface MoparPayment {
  amount: number;
  installments: number;
  installmentValue: number;
  interest: number;
}

const day = (value: unknown) => textOf(value)?.slice(0, 10) ?? null;
const texts = (value: unknown) => (Array.isArray(value) ? value.map(textOf).filter((x) => x !== null) : []);

/** The warranty of a model (`GET warranty?modelCode=`). */
export async function getWarranty(
  scope: ApiScope,
  modelCode: string,
  signal?: AbortSignal,
): Promise<Warranty> {
  const raw = recordOf(
    await request(scope, 'benefits', benefitCalls.warranty, { query: { modelCode }, signal }),
  );
  return {
    modelCode,
    modelName: textOf(raw?.modelName),
    years: numberOf(raw?.years),
    km: numberOf(raw?.km),
    coverage: texts(raw?.coverage),
    extendedAvailable: raw?.extendedAvailable === true,
  };
}

/** The warranty terms of a car as a PDF (`POST warranty-terms`, the brand's hub context header). */
export function downloadWarrantyTerms(scope: ApiScope, chassis: string): Promise<Blob> {
  return request<Blob>(scope, 'benefits', benefitCalls.warrantyTerms, { json: { chassis } });
}

/** The flawless delivery of a car by VIN (`GET flawlessDelivery/{source}/{vin}`). */
export async function getFlawlessDelivery(
  scope: ApiScope,
  vin: string,
  signal?: AbortSignal,
): Promise<FlawlessDelivery> {
  const raw = recordOf(
    await request(scope, 'benefits', benefitCalls.flawlessDelivery, {
      params: { source: FLAWLESS_SOURCE, vin },
      signal,
    }),
  );
  return {
    vin,
    status: textOf(raw?.status),
    deliveredAt: day(raw?.deliveredAt),
    dealerName: textOf(raw?.dealerName),
    checklist: texts(raw?.checklist),
  };
}

/** The invoice of a car by VIN (`GET invoice?vin=`). */
export async function getCarInvoice(scope: ApiScope, vin: string, signal?: AbortSignal): Promise<CarInvoice> {
  const raw = recordOf(await request(scope, 'benefits', benefitCalls.invoice, { query: { vin }, signal }));
  return {
    vin,
    number: textOf(raw?.invoiceNumber ?? raw?.number),
    issuedAt: day(raw?.issuedAt),
    amount: numberOf(raw?.amount),
    dealerName: textOf(raw?.dealerName),
  };
}

/** The Mopar services of the brand and market, and the models they fit, read together. */
export async function getMopar(
  scope: ApiScope,
  signal?: AbortSignal,
): Promise<{ services: MoparService[]; models: MoparModel[] }> {
  const [services, models] = await Promise.all([
    request(scope, 'benefits', benefitCalls.mopar, { signal }),
    request(scope, 'benefits', benefitCalls.moparModels, { signal }),
  ]);
  return {
    services: listOf(services, 'services').flatMap((raw) => {
      const id = textOf(raw.id);
      const title = textOf(raw.title);
      return id && title
        ? [
            {
              id,
              title,
              type: textOf(raw.type),
              kind: textOf(raw.kind),
              price: numberOf(raw.price),
              discountPercent: numberOf(raw.discountPercent),
              modelCodes: texts(raw.modelCodes),
            },
          ]
        : [];
    }),
    models: listOf(models, 'models').flatMap((raw) => {
      const modelCode = textOf(raw.modelCode);
      return modelCode ? [{ modelCode, modelName: textOf(raw.modelName) }] : [];
    }),
  };
}

/** Simulates paying a Mopar service in instalments; `referrer` names the page asking. */
export async function simulateMoparPayment(
  scope: ApiScope,
  amount: number,
  installments: number,
  referrer: string,
): Promise<MoparPayment> {
  const raw = recordOf(await simulateBenefitPayment(scope, { amount, installments }, referrer));
  const value = numberOf(raw?.installmentValue);
  if (value === null)
    throw new ServiceError('benefits', 'bad-response', 'simulation without an installment value');
  return { amount, installments, installmentValue: value, interest: numberOf(raw?.interest) ?? 0 };
}
