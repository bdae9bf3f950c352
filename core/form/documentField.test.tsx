import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { ContactFields } from './ContactFields.tsx';
import { contactRules } from './contactRules.ts';
import { Scoped } from './scope.testing.tsx';
import { validateForm } from './validateForm.ts';

/** The buyer's document field (`document`): a CPF or a CNPJ in Brazil, the CUIL in Argentina. */
function Buyer() {
  const [values, setValues] = useState({ name: '', document: '' });
  return (
    <ContactFields
      fields={['name', 'document']}
      values={values}
      errors={{}}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      documentRequired
    />
  );
}

function open(market: string) {
  setupPage({ market });
  render(
    <Scoped>
      <Buyer />
    </Scoped>,
  );
  return userEvent.setup();
}

describe("ContactFields' document: a CPF or a CNPJ (CUIL in Argentina)", () => {
  it('is labelled and masked as a CPF or a CNPJ in Brazil', async () => {
    const user = open('pt-BR');
    const document = screen.getByLabelText(/^CPF ou CNPJ/) as HTMLInputElement;
    await user.type(document, '11222333000181');
    expect(document.value).toBe('11.222.333/0001-81');
  });

  it('is the CUIL in Argentina', () => {
    open('es-AR');
    expect(screen.getByLabelText(/^CUIL/)).toBeTruthy();
  });

  it('is checked as a CPF or a CNPJ in Brazil and as a CUIL in Argentina, required or when typed', () => {
    const brazil = (document: string, documentRequired = true) =>
      validateForm(
        { document },
        contactRules(['document'], { document }, { country: 'BR', documentRequired }),
        'pt-BR',
      );
    expect(brazil('11.222.333/0001-81')).toEqual({});
    expect(brazil('529.982.247-25')).toEqual({});
    expect(brazil('')).toEqual({ document: 'Informe o CPF ou CNPJ' });
    expect(brazil('', false)).toEqual({});
    expect(brazil('11.222.333/0001-82', false)).toEqual({ document: 'Informe um CNPJ válido' });
    const argentina = validateForm(
      { document: '27301234567' },
      contactRules(['document'], { document: '27301234567' }, { country: 'AR', documentRequired: true }),
      'es-AR',
    );
    expect(argentina).toEqual({ document: 'Ingresá un CUIL válido' });
  });
});
