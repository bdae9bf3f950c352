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
  onlyDigits,
  parseMoney,
  phoneSchema,
  postalCodeSchema,
  StateSchema,
  StreetSchema,
  toPhonePayload,
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

/** Person kinds of the proposal form (seed 000 §3 "People"). */
export type PersonType = 'physicalPerson' | 'legalPerson';

/** What the buyer types in the proposal form (seed 000 §3 "Proposal fields"). */
export interface ProposalValues {
  personType: PersonType;
  name: string;
  cpf: string;
  birthday: string;
  gender: string;
  motherName: string;
  maritalStatus: string;
  spouseName: string;
  spouseCpf: string;
  spouseBirthday: string;
  spouseIncome: string;
  occupation: string;
  income: string;
  email: string;
  phone: string;
  companyName: string;
  cnpj: string;
  foundationDate: string;
  documentType: string;
  documentNumber: string;
  documentIssueDate: string;
  nationality: string;
  birthPlace: string;
  fatherName: string;
  licenseNumber: string;
  licenseCategory: string;
  licenseExpiry: string;
  maritalRegime: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  state: string;
  city: string;
}

/** An empty form. */
export function emptyProposal(): ProposalValues {
  return {
    personType: 'physicalPerson',
    name: '',
    cpf: '',
    birthday: '',
    gender: '',
    motherName: '',
    maritalStatus: '',
    spouseName: '',
    spouseCpf: '',
    spouseBirthday: '',
    spouseIncome: '',
    occupation: '',
    income: '',
    email: '',
    phone: '',
    companyName: '',
    cnpj: '',
    foundationDate: '',
    documentType: '',
    documentNumber: '',
    documentIssueDate: '',
    nationality: '',
    birthPlace: '',
    fatherName: '',
    licenseNumber: '',
    licenseCategory: '',
    licenseExpiry: '',
    maritalRegime: '',
    postalCode: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    state: '',
    city: '',
  };
}

/** Whether the marital status brings the spouse fields (married or stable union). */
export const hasSpouse = (values: Pick<ProposalValues, 'maritalStatus'>) =>
  values.maritalStatus === 'married' || values.maritalStatus === 'stable-union';

/** Whether the married buyer's property regime is asked. */
export const hasRegime = (values: Pick<ProposalValues, 'maritalStatus'>) =>
  values.maritalStatus === 'married';

/** Whether any licence field is filled (then all three are checked). */
const hasLicense = (values: ProposalValues) =>
  Boolean(values.licenseNumber.trim() || values.licenseCategory || values.licenseExpiry.trim());

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

/** DD/MM/YYYY → YYYY-MM-DD (the services' en-US format); anything else as typed. */
export function isoDate(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

/** The person's tax id field of a market: `cpf` in Brazil, `cuil` in Argentina. */
export const taxIdKey = (market: string) => (market === 'es-AR' ? 'cuil' : 'cpf');

/**
 * The `POST proposal` body: the simulation id and the buyer, documents and phone as digits, money as
 * numbers. The tax ids go as `cpf` in Brazil and `cuil` in Argentina.
 */
export function proposalPayload(values: ProposalValues, simulationId: string, market = 'pt-BR') {
  const taxId = taxIdKey(market);
  const legal = values.personType === 'legalPerson';
  const spouse = !legal && hasSpouse(values);
  return {
    simulationId,
    personType: values.personType,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toPhonePayload(values.phone),
    [taxId]: onlyDigits(values.cpf),
    birthday: isoDate(values.birthday),
    income: parseMoney(values.income) ?? 0,
    ...(legal
      ? {
          companyName: values.companyName.trim(),
          cnpj: onlyDigits(values.cnpj),
          foundationDate: isoDate(values.foundationDate),
        }
      : {
          gender: values.gender,
          motherName: values.motherName.trim(),
          civilState: values.maritalStatus,
          ...(hasRegime(values) ? { maritalRegime: values.maritalRegime } : {}),
          occupation: values.occupation,
          nationality: values.nationality,
          birthPlace: values.birthPlace.trim(),
          ...(values.fatherName.trim() ? { fatherName: values.fatherName.trim() } : {}),
          document: {
            type: values.documentType,
            number: values.documentNumber.trim(),
            issueDate: isoDate(values.documentIssueDate),
          },
          ...(hasLicense(values)
            ? {
                driverLicense: {
                  number: onlyDigits(values.licenseNumber),
                  category: values.licenseCategory,
                  expiry: isoDate(values.licenseExpiry),
                },
              }
            : {}),
        }),
    ...(spouse
      ? {
          spouse: {
            name: values.spouseName.trim(),
            [taxId]: onlyDigits(values.spouseCpf),
            birthdate: isoDate(values.spouseBirthday),
            salary: parseMoney(values.spouseIncome) ?? 0,
          },
        }
      : {}),
    address: {
      postalCode: onlyDigits(values.postalCode),
      street: values.street.trim(),
      number: values.number.trim(),
      complement: values.complement.trim(),
      neighborhood: values.neighborhood.trim(),
      state: values.state.trim(),
      city: values.city.trim(),
    },
  };
}
