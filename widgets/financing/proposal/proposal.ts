import type { ProposalPayload } from '../../../api/funding.payloads.ts';
import { onlyDigits, parseMoney, toPhonePayload } from '../../../validators/index.ts';
import { hasLicense, hasRegime, hasSpouse, type ProposalValues } from './proposalValues.ts';

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
export function proposalPayload(
  values: ProposalValues,
  simulationId: string,
  market = 'pt-BR',
): ProposalPayload {
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
