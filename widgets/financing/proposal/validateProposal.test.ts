import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../validators/index.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';
import { validateProposal } from './validateProposal.ts';

/** A natural person's proposal that can be sent, in Brazil. */
const person = (overrides: Partial<ProposalValues> = {}): ProposalValues => ({
  ...emptyProposal(),
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  birthday: '10/05/1990',
  gender: 'female',
  motherName: 'Ana da Silva',
  maritalStatus: 'single',
  occupation: 'salaried',
  income: 'R$ 8.000,00',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  documentType: 'RG',
  documentNumber: '12.345.678-9',
  documentIssueDate: '01/02/2010',
  nationality: 'brazilian',
  birthPlace: 'Campinas',
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  state: 'SP',
  city: 'São Paulo',
  ...overrides,
});

const fieldsOf = (errors: object) => Object.keys(errors).sort();

describe('validateProposal', () => {
  it('a complete natural person can be sent', () => {
    expect(validateProposal(person(), 'pt-BR')).toEqual({});
  });

  it('an empty form names every required field of a natural person; optional ones are not asked', () => {
    expect(fieldsOf(validateProposal(emptyProposal(), 'pt-BR'))).toEqual(
      [
        'name',
        'cpf',
        'birthday',
        'email',
        'phone',
        'income',
        'postalCode',
        'street',
        'number',
        'neighborhood',
        'state',
        'city',
        'gender',
        'motherName',
        'maritalStatus',
        'occupation',
        'documentType',
        'documentNumber',
        'documentIssueDate',
        'nationality',
        'birthPlace',
      ].sort(),
    );
  });

  it('a legal person: company name, CNPJ and a foundation date not in the future, no personal fields', () => {
    const legal = person({ personType: 'legalPerson', gender: '', motherName: '', documentType: '' });
    expect(fieldsOf(validateProposal(legal, 'pt-BR'))).toEqual(['cnpj', 'companyName', 'foundationDate']);
    const errors = validateProposal(
      { ...legal, companyName: 'Silva Ltda', cnpj: '11.222.333/0001-81', foundationDate: '01/01/2999' },
      'pt-BR',
    );
    expect(errors).toEqual({ foundationDate: messageOf('date.invalid', 'pt-BR') });
  });

  it('married: the property regime and the spouse are asked; a stable union asks the spouse only', () => {
    expect(fieldsOf(validateProposal(person({ maritalStatus: 'married' }), 'pt-BR'))).toEqual([
      'maritalRegime',
      'spouseBirthday',
      'spouseCpf',
      'spouseName',
    ]);
    expect(fieldsOf(validateProposal(person({ maritalStatus: 'stable-union' }), 'pt-BR'))).toEqual([
      'spouseBirthday',
      'spouseCpf',
      'spouseName',
    ]);
  });

  it('the licence is optional, but once one field is given all three are checked', () => {
    expect(fieldsOf(validateProposal(person({ licenseCategory: 'B' }), 'pt-BR'))).toEqual([
      'licenseExpiry',
      'licenseNumber',
    ]);
    expect(
      validateProposal(
        person({ licenseNumber: '02650306461', licenseCategory: 'B', licenseExpiry: '01/01/2099' }),
        'pt-BR',
      ),
    ).toEqual({});
  });

  it('the father’s name is optional but checked when given; the document number follows its type', () => {
    expect(fieldsOf(validateProposal(person({ fatherName: 'J' }), 'pt-BR'))).toEqual(['fatherName']);
    expect(validateProposal(person({ documentType: 'CNH', documentNumber: '123' }), 'pt-BR')).toEqual({
      documentNumber: messageOf('driverLicense.invalid', 'pt-BR'),
    });
    expect(
      validateProposal(person({ documentType: 'CTPS', documentNumber: 'x'.repeat(51) }), 'pt-BR'),
    ).toEqual({ documentNumber: messageOf('field.required', 'pt-BR') });
  });

  it('a postal code the lookup did not find is refused as not found, unless the code itself is wrong', () => {
    const notFound = messageOf('postalCode.notFound', 'pt-BR');
    expect(validateProposal(person(), 'pt-BR', { postalNotFound: true })).toEqual({ postalCode: notFound });
    const short = validateProposal(person({ postalCode: '0131' }), 'pt-BR', { postalNotFound: true });
    expect(short.postalCode).toBeTruthy();
    expect(short.postalCode).not.toBe(notFound);
  });

  it('in Argentina the person is identified by CUIL and DNI, and the messages are in Spanish', () => {
    const ar = person({ cpf: '20-12345678-6', documentType: 'DNI', phone: '', postalCode: '' });
    const errors = validateProposal(ar, 'es-AR');
    expect(errors.cpf).toBeUndefined();
    expect(errors.documentType).toBeUndefined();
    expect(validateProposal(person({ documentType: 'RG' }), 'es-AR').documentType).toBe(
      messageOf('option.invalid', 'es-AR'),
    );
    expect(validateProposal(person(), 'es-AR').cpf).toBe(messageOf('cuil.invalid', 'es-AR'));
  });
});
