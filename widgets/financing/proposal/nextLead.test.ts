import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProposalPayloadSchema } from '../../../api/funding.payloads.ts';
import { NEXT_LEAD_FIELDS, nextLeadPayload, validateNextLead } from './nextLead.ts';
import { emptyProposal } from './proposalValues.ts';

const lead = {
  ...emptyProposal(),
  personType: 'legalPerson' as const,
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  birthday: '10/05/1990',
  income: 'R$ 8.000,00',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  companyName: 'Left over from the full form',
};

describe('the NEXT lead form', () => {
  it('asks only what the bank needs: name, tax id, birth date, income, e-mail and mobile', () => {
    expect(Object.keys(validateNextLead(emptyProposal(), 'pt-BR')).sort()).toEqual(
      [...NEXT_LEAD_FIELDS].sort(),
    );
    expect(validateNextLead(lead, 'pt-BR')).toEqual({});
  });

  it('sends the short form as a natural person with the simulation id, whatever was typed elsewhere', () => {
    const payload = nextLeadPayload(lead, 'SIM-1');
    expect(payload).toEqual({
      simulationId: 'SIM-1',
      personType: 'physicalPerson',
      name: 'Maria da Silva',
      email: 'maria@example.com',
      phone: '011987654321',
      cpf: '52998224725',
      birthday: '1990-05-10',
      income: 8000,
    });
    expect(v.is(ProposalPayloadSchema, payload)).toBe(true);
  });

  it('in Argentina the tax id goes as cuil', () => {
    expect(nextLeadPayload({ ...lead, cpf: '20-12345678-6' }, 'SIM-2', 'es-AR')).toMatchObject({
      cuil: '20123456786',
    });
  });
});
