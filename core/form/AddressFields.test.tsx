import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { AddressFields, type AddressValue } from './AddressFields.tsx';
import { emptyAddress } from './emptyAddress.ts';
import { Scoped } from './scope.testing.tsx';
import { useFormState } from './useFormState.ts';

const sandbox = startSandbox();

const EMPTY = emptyAddress();

function Address() {
  const [value, setValue] = useState<AddressValue>(EMPTY);
  return <AddressFields value={value} onChange={setValue} place={['city', 'state']} legend="Endereço" />;
}

/** A form as the order's billing step keeps one: a form state, the address set whole on each change. */
function AddressForm({ sent }: { sent: AddressValue[] }) {
  const form = useFormState<AddressValue>({ initial: emptyAddress(), validate: () => ({}) });
  return (
    <form
      aria-label="Domicilio"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          sent.push(values);
          return 'sent';
        });
      }}
    >
      <AddressFields value={form.values} onChange={form.setValues} place={['city', 'state']} required />
      <button type="submit">Continuar</button>
    </form>
  );
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

/**
 * The billing step's form, touched on blur, that tells `onHanded` each address it is handed (the
 * moment a postal lookup's fill reaches the form, before React renders it).
 */
function WatchedAddressForm({
  sent,
  onHanded,
}: {
  sent: AddressValue[];
  onHanded: (next: AddressValue) => void;
}) {
  const form = useFormState<AddressValue>({ initial: emptyAddress(), validate: () => ({}) });
  return (
    <form
      aria-label="Endereço"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          sent.push(values);
          return 'sent';
        });
      }}
    >
      <AddressFields
        value={form.values}
        onChange={(next) => {
          form.setValues(next);
          onHanded(next);
        }}
        onTouch={(key) => form.touch(key as keyof AddressValue)}
        place={['city', 'state']}
        required
      />
      <button type="submit">Continuar</button>
    </form>
  );
}

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value') ?? {};

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

  it('keeps a postal code typed right before the next field, as a slow phone delivers the keys (es-AR)', async () => {
    setupPage({ market: 'es-AR' });
    const sent: AddressValue[] = [];
    // In a widget's shadow root, as on the page.
    const host = document.createElement('div');
    document.body.append(host);
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    render(
      <Scoped>
        <AddressForm sent={sent} />
      </Scoped>,
      { container },
    );
    const label = (text: RegExp) => within(container).getByLabelText(text) as HTMLInputElement;
    /** What the browser does for a typed text: the new text, then an input event. */
    const type = (input: HTMLInputElement, text: string) => {
      input.focus();
      inputValue.set?.call(input, text);
      input.setSelectionRange(text.length, text.length);
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }),
      );
    };
    // The keys arrive as the browser delivers them, one task after another: React is not asked to
    // render in between (no act), as on a busy phone.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      type(label(/^código postal/i), 'C1001AAA');
      type(label(/^calle/i), 'Avenida Corrientes');
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(label(/^código postal/i).value).toBe('C1001AAA');
    act(() => within(container).getByRole('button', { name: 'Continuar' }).click());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ postalCode: 'C1001AAA', street: 'Avenida Corrientes' });
  });

  it("keeps the lookup's fill when a key is typed in another field before the fill has rendered", async () => {
    setupPage({ market: 'pt-BR' });
    const sent: AddressValue[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const label = (text: RegExp) => within(container).getByLabelText(text) as HTMLInputElement;
    const type = (input: HTMLInputElement, text: string) => {
      input.focus();
      inputValue.set?.call(input, text);
      input.setSelectionRange(text.length, text.length);
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }),
      );
    };
    let filled = false;
    render(
      <Scoped>
        <WatchedAddressForm
          sent={sent}
          onHanded={(next) => {
            // The fill reaches the form (in the lookup's promise): its render is of low priority and
            // waits; the shopper's next key, in the number field, comes first.
            if (filled || next.street !== 'Avenida Paulista') return;
            filled = true;
            queueMicrotask(() => type(label(/^número/i), '1578'));
          }}
        />
      </Scoped>,
      { container },
    );
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      type(label(/^cep/i), '01310100');
      await waitFor(() => expect(filled).toBe(true));
      await waitFor(() => expect(label(/^número/i).value).toBe('1578'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(label(/^rua/i).value).toBe('Avenida Paulista');
    expect(label(/^cidade/i).value).toBe('São Paulo');
    act(() => within(container).getByRole('button', { name: 'Continuar' }).click());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1578',
      city: 'São Paulo',
      state: 'SP',
    });
  });
});
