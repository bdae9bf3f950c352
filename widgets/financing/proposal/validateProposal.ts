import type * as v from 'valibot';
import {
  BirthdateSchema,
  CitySchema,
  CnpjSchema,
  CompanyNameSchema,
  CpfSchema,
  CuilSchema,
  EmailSchema,
  FullNameSchema,
  GenderSchema,
  HouseNumberSchema,
  IncomeSchema,
  MaritalStatusSchema,
  NeighborhoodSchema,
  OccupationSchema,
  phoneSchema,
  postalCodeSchema,
  StateSchema,
  StreetSchema,
  validateField,
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

/** Field errors (localised messages) of the form for a market; an empty object when it can be sent. */
export function validateProposal(
  values: ProposalValues,
  market: string,
): Partial<Record<keyof ProposalValues, string>> {
  const argentina = market === 'es-AR';
  const personId = argentina ? CuilSchema : CpfSchema;
  const rules: [keyof ProposalValues, v.GenericSchema][] = [
    ['name', FullNameSchema],
    ['cpf', personId],
    ['birthday', BirthdateSchema],
    ['email', EmailSchema],
    ['phone', phoneSchema(market)],
    ['income', IncomeSchema],
    ['postalCode', postalCodeSchema(market)],
    ['street', StreetSchema],
    ['number', HouseNumberSchema],
    ['neighborhood', NeighborhoodSchema],
    ['state', StateSchema],
    ['city', CitySchema],
  ];
  if (values.personType === 'legalPerson') {
    rules.push(
      ['companyName', CompanyNameSchema],
      ['cnpj', argentina ? CuilSchema : CnpjSchema],
      ['foundationDate', PastDateSchema],
    );
  } else {
    rules.push(
      ['gender', GenderSchema],
      ['motherName', FullNameSchema],
      ['maritalStatus', MaritalStatusSchema],
      ['occupation', OccupationSchema],
      ['documentType', documentTypeSchema(market)],
      ['documentNumber', documentNumberSchema(values.documentType)],
      ['documentIssueDate', PastDateSchema],
      ['nationality', NationalitySchema],
      ['birthPlace', RequiredTextSchema],
    );
    if (values.fatherName.trim()) rules.push(['fatherName', FullNameSchema]);
    if (hasRegime(values)) rules.push(['maritalRegime', MaritalRegimeSchema]);
    if (hasLicense(values))
      for (const [field, schema] of Object.entries(LICENSE_SCHEMAS))
        rules.push([field as keyof ProposalValues, schema]);
    if (hasSpouse(values))
      rules.push(
        ['spouseName', FullNameSchema],
        ['spouseCpf', personId],
        ['spouseBirthday', BirthdateSchema],
      );
  }
  const errors: Partial<Record<keyof ProposalValues, string>> = {};
  for (const [field, schema] of rules) {
    const message = validateField(schema, values[field], market);
    if (message) errors[field] = message;
  }
  return errors;
}
