import * as v from 'valibot';
import { type ApiScope, request } from '../client.ts';
import { fundingCalls } from '../funding.ts';
import { cpf, cuil, email, money, percent, text } from '../schemas.ts';

const optionalText = v.optional(v.string());

/**
 * The `POST proposal` body (CDC proposal or NEXT lead): the kept simulation's id and the buyer. The
 * service checks the id, name, e-mail, tax id (`cpf` in Brazil, `cuil` in Argentina), income, birthday,
 * coupon and the spouse's salary; the other fields are declared so the builder and the service agree on
 * their names and types. Dates go as YYYY-MM-DD, documents and the phone as digits, money as numbers.
 */
export const ProposalPayloadSchema = v.looseObject({
  simulationId: text(40),
  name: text(120),
  email,
  cpf: v.optional(cpf),
  cuil: v.optional(cuil),
  income: money,
  birthday: text(10),
  coupon: v.optional(text(40)),
  spouse: v.optional(
    v.looseObject({ salary: v.optional(money), name: optionalText, birthdate: optionalText }),
  ),
  personType: v.optional(v.picklist(['physicalPerson', 'legalPerson'])),
  phone: optionalText,
  companyName: optionalText,
  cnpj: optionalText,
  foundationDate: optionalText,
  gender: optionalText,
  motherName: optionalText,
  fatherName: optionalText,
  civilState: optionalText,
  maritalRegime: optionalText,
  occupation: optionalText,
  nationality: optionalText,
  birthPlace: optionalText,
  document: v.optional(v.looseObject({ type: optionalText, number: optionalText, issueDate: optionalText })),
  driverLicense: v.optional(
    v.looseObject({ number: optionalText, category: optionalText, expiry: optionalText }),
  ),
  address: v.optional(
    v.looseObject({
      postalCode: optionalText,
      street: optionalText,
      number: optionalText,
      complement: optionalText,
      neighborhood: optionalText,
      state: optionalText,
      city: optionalText,
    }),
  ),
});

/** A proposal body as the widget sends it. */
export type ProposalPayload = v.InferInput<typeof ProposalPayloadSchema>;

/**
 * The `POST v2/psa/financing` body: the PSA bank's fields (car, plan, buyer's tax id, name, e-mail,
 * installment and household income, coupon) plus the whole proposal as the hub keeps it (`proposta`).
 * The bank checks the car, tax id, name, e-mail, entrance, installment, income and coupon.
 */
export const PsaFinancingPayloadSchema = v.looseObject({
  mvs_code: text(40),
  valor_carro: money,
  cpf: v.optional(cpf),
  cuil: v.optional(cuil),
  nome: text(120),
  email,
  percentual_entrada: v.optional(percent),
  valor_parcelas: v.optional(money),
  renda: v.optional(money),
  cupom: v.optional(text(40)),
  market: optionalText,
  marca: optionalText,
  plano_id: optionalText,
  parcelas: v.optional(v.number()),
  percentual_parcela_residual: v.optional(v.number()),
  proposta: v.optional(v.looseObject({})),
});

/** A PSA financing body as the widget sends it. */
export type PsaFinancingPayload = v.InferInput<typeof PsaFinancingPayloadSchema>;

/** What a proposal call answers: its id and status, and the date it is valid until (YYYY-MM-DD) when given. */
export interface ProposalReceipt {
  id: string;
  status: string;
  validUntil?: unknown;
}

/** A proposal as the funding service keeps it (`GET proposal/{id}`). */
export interface ProposalRecord {
  id: string;
  status: string;
  /** The documents the bank asks for (status `PENDING_DOCUMENT`). */
  requiredDocuments?: string[];
}

/** Sends a CDC proposal or a NEXT lead for a kept simulation (a bearer call). */
export function sendProposal(scope: ApiScope, payload: ProposalPayload): Promise<ProposalReceipt> {
  return request(scope, 'funding', fundingCalls.sendProposal, { json: payload });
}

/** Sends a PSA proposal to the PSA bank's own financing flow (no bearer). */
export function sendPsaFinancing(scope: ApiScope, payload: PsaFinancingPayload): Promise<ProposalReceipt> {
  return request(scope, 'funding', fundingCalls.psaFinancing, { json: payload });
}

/** Reads a proposal back: its current status and the documents it needs. */
export function getProposal(scope: ApiScope, id: string, signal?: AbortSignal): Promise<ProposalRecord> {
  return request(scope, 'funding', fundingCalls.proposal, { params: { id }, signal });
}
