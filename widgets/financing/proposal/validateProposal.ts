import { addressRules } from '../../../core/form/addressRules.ts';
import { contactRules } from '../../../core/form/contactRules.ts';
import { type FormErrors, type FormRules, validateForm } from '../../../core/form/validateForm.ts';
import { addressMessages } from '../../../validators/address/messages.ts';
import {
  BirthdateSchema,
  CnpjSchema,
  CompanyNameSchema,
  CpfSchema,
  CuilSchema,
  FullNameSchema,
  GenderSchema,
  IncomeSchema,
  MaritalStatusSchema,
  OccupationSchema,
  postalCodeSchema,
  textOf,
} from '../../../validators/index.ts';
import {
  documentNumberSchema,
  documentTypeSchema,
  LICENSE_SCHEMAS,
  MaritalRegimeSchema,
  NationalitySchema,
  PastDateSchema,
  RequiredTextSchema,
} from './fundingFields.ts';
import { hasLicense, hasRegime, hasSpouse, type ProposalValues } from './proposalValues.ts';

/** Messages of the proposal form by field. */
export type ProposalErrors = FormErrors<keyof ProposalValues & string>;

/** The buyer's fields every proposal asks (the NEXT lead form asks only these): who, born, earns, reached. */
export function buyerRules(values: ProposalValues, market: string): FormRules<ProposalValues> {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  return {
    ...contactRules(['name', 'cpf', 'email', 'phone'], values, { country, documentRequired: true }),
    birthday: BirthdateSchema,
    income: IncomeSchema,
  };
}

/**
 * The proposal's rules (seed 000 §3): the buyer, the address, and the company (legal person) or the
 * natural person's documents, family and occupation; the father's name, the licence and the spouse
 * only when given or asked for. A postal code the lookup did not find is refused with 'CEP NÃO ENCONTRADO'.
 */
export function proposalRules(
  values: ProposalValues,
  market: string,
  options: { postalNotFound?: boolean } = {},
): FormRules<ProposalValues> {
  const argentina = market === 'es-AR';
  const personId = argentina ? CuilSchema : CpfSchema;
  const rules: FormRules<ProposalValues> = {
    ...buyerRules(values, market),
    ...addressRules({ market, place: ['state', 'city'] }),
    postalCode: [
      postalCodeSchema(market),
      () => (options.postalNotFound ? textOf(addressMessages['postalCode.notFound'], market) : null),
    ],
  };
  if (values.personType === 'legalPerson')
    return {
      ...rules,
      companyName: CompanyNameSchema,
      cnpj: argentina ? CuilSchema : CnpjSchema,
      foundationDate: PastDateSchema,
    };
  const spouse = hasSpouse(values);
  const license = hasLicense(values);
  return {
    ...rules,
    gender: GenderSchema,
    motherName: FullNameSchema,
    maritalStatus: MaritalStatusSchema,
    occupation: OccupationSchema,
    documentType: documentTypeSchema(market),
    documentNumber: documentNumberSchema(values.documentType),
    documentIssueDate: PastDateSchema,
    nationality: NationalitySchema,
    birthPlace: RequiredTextSchema,
    fatherName: Boolean(values.fatherName.trim()) && FullNameSchema,
    maritalRegime: hasRegime(values) && MaritalRegimeSchema,
    licenseNumber: license && LICENSE_SCHEMAS.licenseNumber,
    licenseCategory: license && LICENSE_SCHEMAS.licenseCategory,
    licenseExpiry: license && LICENSE_SCHEMAS.licenseExpiry,
    spouseName: spouse && FullNameSchema,
    spouseCpf: spouse && personId,
    spouseBirthday: spouse && BirthdateSchema,
  };
}

/** Field errors (localised messages) of the form for a market; an empty object when it can be sent. */
export function validateProposal(
  values: ProposalValues,
  market: string,
  options: { postalNotFound?: boolean } = {},
): ProposalErrors {
  return validateForm(values, proposalRules(values, market, options), market);
}
