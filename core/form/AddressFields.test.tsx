import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { AddressFields, type AddressValue } from './AddressFields.tsx';
import { emptyAddress } from './emptyAddress.ts';
import { Scoped } from './scope.testing.tsx';

const sandbox = startSandbox();

const EMPTY = emptyAddress();

function Address() {
  const [value, setValue] = useState<AddressValue>(EMPTY);
  return <AddressFields value={value} onChange={setValue} place={['city', 'state']} legend="Endereço" />;
}

function open(market = 'pt-BR') {
  setupPage({ market });
  render(
    <Scoped>
      <Address />
    </Scoped>,
  );
  return userEvent.setup();
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('AddressFields and its postal-code lookup', () => {
  it('fills the fields left empty from a complete CEP, never what the shopper typed', async () => {
    const user = open();
    await user.type(field(/^bairro/i), 'Jardins');
    await user.type(field(/^cep/i), '01310100');
    await waitFor(() => expect(field(/^rua/i).value).toBe('Avenida Paulista'));
    expect(field(/^bairro/i).value).toBe('Jardins');
    expect(field(/^cidade/i).value).toBe('São Paulo');
    expect(field(/^estado/i).value).toBe('SP');
    expect(journalOf('location').map((entry) => entry.path)).toEqual(['/location/cep/correios/01310100']);
  });

  it('replaces what an earlier lookup filled when the CEP changes', async () => {
    const user = open();
    await user.type(field(/^cep/i), '01310100');
    await waitFor(() => expect(field(/^rua/i).value).toBe('Avenida Paulista'));
    await user.type(field(/^cep/i), '20040020', { initialSelectionStart: 0, initialSelectionEnd: 9 });
    await waitFor(() => expect(field(/^rua/i).value).toBe('Avenida Rio Branco'));
    expect(field(/^cidade/i).value).toBe('Rio de Janeiro');
  });

  it("says 'CEP NÃO ENCONTRADO' beside the code when no service knows it, and leaves the address to the shopper", async () => {
    const user = open();
    await user.type(field(/^cep/i), '00000123');
    expect((await screen.findByRole('status')).textContent).toBe('CEP NÃO ENCONTRADO');
    expect(field(/^cep/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^rua/i).value).toBe('');
  });

  it('offers to try again when the services cannot answer, keeping what was typed; the retry fills', async () => {
    const user = open();
    sandbox.faults.set('location', { status: 503, times: 3 });
    await user.type(field(/^número/i), '1000');
    await user.type(field(/^cep/i), '01310100');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível buscar o endereço deste CEP agora.');
    expect(screen.queryByText('CEP NÃO ENCONTRADO')).toBeNull();
    expect(field(/^número/i).value).toBe('1000');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(field(/^rua/i).value).toBe('Avenida Paulista'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(/^número/i).value).toBe('1000');
  });

  it('does not look Argentine postal codes up', async () => {
    const user = open('es-AR');
    await user.type(field(/^código postal/i), 'C1425ABC');
    expect(field(/^código postal/i).value).toBe('C1425ABC');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(journalOf('location')).toHaveLength(0);
  });
});
