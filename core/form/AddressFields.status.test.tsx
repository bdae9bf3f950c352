import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { AddressFields, type AddressValue } from './AddressFields.tsx';
import { Scoped } from './scope.testing.tsx';
import type { PostalLookupStatus } from './usePostalLookup.ts';

startSandbox();

/** A form that says the lookup in its own words and keeps its status (to refuse an unknown code). */
function Address() {
  const [value, setValue] = useState<AddressValue>({
    postalCode: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
  });
  const [status, setStatus] = useState<PostalLookupStatus>('idle');
  return (
    <>
      <AddressFields
        value={value}
        onChange={setValue}
        postalHints={{ found: 'Endereço preenchido pelo CEP; confira.' }}
        onLookup={setStatus}
      />
      <output aria-label="lookup">{status}</output>
    </>
  );
}

describe('AddressFields: the lookup in the form’s words, and its status for the form’s rules', () => {
  it('a hint for the found address in the form’s words; the form is told found, then not-found', async () => {
    setupPage();
    render(
      <Scoped>
        <Address />
      </Scoped>,
    );
    const user = userEvent.setup();
    const status = () => screen.getByLabelText('lookup').textContent;
    const cep = screen.getByLabelText(/^cep/i) as HTMLInputElement;
    expect(status()).toBe('idle');
    await user.type(cep, '01310100');
    await waitFor(() => expect(status()).toBe('found'));
    expect(screen.getByText('Endereço preenchido pelo CEP; confira.')).toBeTruthy();
    expect((screen.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista');
    await user.type(cep, '00000123', { initialSelectionStart: 0, initialSelectionEnd: cep.value.length });
    await waitFor(() => expect(status()).toBe('not-found'));
    expect(screen.queryByText('Endereço preenchido pelo CEP; confira.')).toBeNull();
  });
});
