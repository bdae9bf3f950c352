import * as v from 'valibot';
import { PLAN_TYPES, SIMULATED_SOURCES, type SimulationInput } from './financing/types.ts';
import { cpf, cuil, email, money, percent, text } from './schemas.ts';

/*
 * The funding service's payloads: the calls (`saveSimulation`, `sendProposal`, `sendPsaFinancing`) and
 * the financing widget's builders are typed by them, and the sandbox checks what it receives with them.
 * Widgets import their types only, so no page bundle carries them.
 */

/** The plan a kept simulation belongs to (`POST simulate`, besides the simulation input). */
export const SimulationPlanSchema = v.looseObject({
  source: v.optional(v.picklist(SIMULATED_SOURCES)),
  planType: v.optional(v.picklist(PLAN_TYPES)),
});

/** The `POST simulate` body: the chosen simulation input, its source and plan type. */
export type SimulationRecordPayload = SimulationInput & v.InferInput<typeof SimulationPlanSchema>;

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
