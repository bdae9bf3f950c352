import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProposalPayloadSchema } from '../../../api/funding.payloads.ts';
import { isoDate, proposalPayload, taxIdKey } from './proposal.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';

/** A natural person's proposal as typed in Brazil. */
const person = (overrides: Partial<ProposalValues> = {}): ProposalValues => ({
  ...emptyProposal(),
  name: ' Maria da Silva ',
  cpf: '529.982.247-25',
  birthday: '10/05/1990',
  gender: 'female',
  motherName: 'Ana da Silva',
  maritalStatus: 'single',
  occupation: 'salaried',
  income: 'R$ 8.000,50',
  email: ' maria@example.com ',
  phone: '(11) 98765-4321',
  documentType: 'RG',
  documentNumber: ' 12.345.678-9 ',
  documentIssueDate: '01/02/2010',
  nationality: 'brazilian',
  birthPlace: ' Campinas ',
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  complement: 'ap 5',
  neighborhood: 'Bela Vista',
  state: 'SP',
  city: 'São Paulo',
  ...overrides,
});

describe('proposalPayload', () => {
  it('a natural person: the simulation id, the buyer with documents and phone as digits, dates ISO, money as numbers', () => {
    expect(proposalPayload(person(), 'SIM-1')).toEqual({
      simulationId: 'SIM-1',
      personType: 'physicalPerson',
      name: 'Maria da Silva',
      email: 'maria@example.com',
      phone: '011987654321',
      cpf: '52998224725',
      birthday: '1990-05-10',
      income: 8000.5,
      gender: 'female',
      motherName: 'Ana da Silva',
      civilState: 'single',
      occupation: 'salaried',
      nationality: 'brazilian',
      birthPlace: 'Campinas',
      document: { type: 'RG', number: '12.345.678-9', issueDate: '2010-02-01' },
      address: {
        postalCode: '01310100',
        street: 'Av. Paulista',
        number: '1000',
        complement: 'ap 5',
        neighborhood: 'Bela Vista',
        state: 'SP',
        city: 'São Paulo',
      },
    });
  });

  it('a married buyer brings the property regime and the spouse; the father and a licence when given', () => {
    const payload = proposalPayload(
      person({
        maritalStatus: 'married',
        maritalRegime: 'partial-community',
        spouseName: ' João da Silva ',
        spouseCpf: '111.444.777-35',
        spouseBirthday: '02/03/1988',
        spouseIncome: 'R$ 3.000,00',
        fatherName: ' José da Silva ',
        licenseNumber: '026.503.064-61',
        licenseCategory: 'B',
        licenseExpiry: '01/01/2030',
      }),
      'SIM-2',
    );
    expect(payload).toMatchObject({
      civilState: 'married',
      maritalRegime: 'partial-community',
      fatherName: 'José da Silva',
      driverLicense: { number: '02650306461', category: 'B', expiry: '2030-01-01' },
      spouse: { name: 'João da Silva', cpf: '11144477735', birthdate: '1988-03-02', salary: 3000 },
    });
  });

  it('a stable union brings the spouse but no property regime; no licence fields, no licence', () => {
    const payload = proposalPayload(
      person({ maritalStatus: 'stable-union', maritalRegime: 'total-community', spouseName: 'João' }),
      'SIM-3',
    );
    expect(payload).toHaveProperty('spouse');
    expect(payload).not.toHaveProperty('maritalRegime');
    expect(payload).not.toHaveProperty('driverLicense');
    expect(payload).not.toHaveProperty('fatherName');
  });

  it('a legal person: the company, its CNPJ and foundation date; the representative without personal fields or spouse', () => {
    const payload = proposalPayload(
      person({
        personType: 'legalPerson',
        companyName: ' Silva Transportes Ltda ',
        cnpj: '11.222.333/0001-81',
        foundationDate: '15/03/2005',
        maritalStatus: 'married',
        spouseName: 'João',
      }),
      'SIM-4',
    );
    expect(payload).toMatchObject({
      personType: 'legalPerson',
      companyName: 'Silva Transportes Ltda',
      cnpj: '11222333000181',
      foundationDate: '2005-03-15',
      cpf: '52998224725',
    });
    for (const field of ['gender', 'motherName', 'civilState', 'document', 'spouse', 'nationality'])
      expect(payload).not.toHaveProperty(field);
  });

  it('in Argentina the tax ids go as cuil, the spouse’s too', () => {
    const payload = proposalPayload(
      person({ cpf: '20-12345678-6', maritalStatus: 'married', spouseCpf: '27-30123456-7' }),
      'SIM-5',
      'es-AR',
    );
    expect(payload).toMatchObject({ cuil: '20123456786', spouse: { cuil: '27301234567' } });
    expect(payload).not.toHaveProperty('cpf');
  });

  it('money not typed counts as 0', () => {
    expect(proposalPayload(person({ income: '' }), 'SIM-6').income).toBe(0);
  });

  it('is what the funding service accepts (its payload schema), natural or legal person', () => {
    expect(v.is(ProposalPayloadSchema, proposalPayload(person(), 'SIM-7'))).toBe(true);
    const legal = person({ personType: 'legalPerson', companyName: 'Silva', cnpj: '11222333000181' });
    expect(v.is(ProposalPayloadSchema, proposalPayload(legal, 'SIM-8'))).toBe(true);
  });
});

describe('isoDate and taxIdKey', () => {
  it('DD/MM/YYYY becomes YYYY-MM-DD; anything else stays as typed', () => {
    expect(isoDate(' 10/05/1990 ')).toBe('1990-05-10');
    expect(isoDate('1990-05-10')).toBe('1990-05-10');
    expect(isoDate('10/5/1990')).toBe('10/5/1990');
  });

  it('cpf in Brazil, cuil in Argentina', () => {
    expect(taxIdKey('pt-BR')).toBe('cpf');
    expect(taxIdKey('c-BR')).toBe('cpf');
    expect(taxIdKey('es-AR')).toBe('cuil');
  });
});
