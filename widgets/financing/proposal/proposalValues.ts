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
export const hasLicense = (values: ProposalValues) =>
  Boolean(values.licenseNumber.trim() || values.licenseCategory || values.licenseExpiry.trim());
