import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { EmailSchema, FullNameSchema } from '../../validators/index.ts';
import { TextField } from './fields/TextField.tsx';
import { Scoped } from './scope.testing.tsx';
import { type SendOutcome, useFormState } from './useFormState.ts';
import { validateForm } from './validateForm.ts';

interface Values {
  name: string;
  email: string;
}

/** A two-field form drawn with the kit's state; `send` is the test's; a refused e-mail gets a message. */
function Demo({ send }: { send: (values: Values) => Promise<SendOutcome> }) {
  const [refusedEmail, setRefusedEmail] = useState<string>();
  const form = useFormState<Values>({
    initial: { name: '', email: '' },
    validate: (values) => {
      const errors = validateForm(values, { name: FullNameSchema, email: EmailSchema }, 'pt-BR');
      if (!errors.email && values.email === refusedEmail) errors.email = 'E-mail recusado';
      return errors;
    },
    focusRoot: () => document,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          const outcome = await send(values);
          if (outcome === 'refused') setRefusedEmail(values.email);
          return outcome;
        });
      }}
    >
      <TextField
        name="name"
        label="Nome"
        value={form.values.name}
        onChange={(v) => form.update('name', v)}
        onBlur={() => form.touch('name')}
        error={form.errors.name}
      />
      <TextField
        name="email"
        label="E-mail"
        value={form.values.email}
        onChange={(v) => form.update('email', v)}
        onBlur={() => form.touch('email')}
        error={form.errors.email}
      />
      <output>{form.status}</output>
      <button type="submit">Enviar</button>
      <button type="button" onClick={form.reset}>
        Novo
      </button>
    </form>
  );
}

function open(send: (values: Values) => Promise<SendOutcome>) {
  setupPage();
  render(
    <Scoped>
      <Demo send={send} />
    </Scoped>,
  );
  return { user: userEvent.setup(), status: () => screen.getByRole('status').textContent };
}

/** A send the test settles by hand. */
function held() {
  let settle: (outcome: SendOutcome) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const send = vi.fn(
    () =>
      new Promise<SendOutcome>((resolve, reject) => {
        settle = resolve;
        fail = reject;
      }),
  );
  return { send, settle: (o: SendOutcome) => settle(o), fail: (e: Error) => fail(e) };
}

describe('useFormState', () => {
  it('shows a message once its field was visited, all of them after a send attempt, and sends nothing invalid', async () => {
    const send = vi.fn(async () => 'sent' as const);
    const { user } = open(send);
    expect(screen.queryByText('Informe seu nome completo')).toBeNull();
    await user.click(screen.getByLabelText('Nome'));
    await user.tab();
    expect(screen.getByText('Informe seu nome completo')).toBeTruthy();
    expect(screen.queryByText('Informe seu e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Informe seu e-mail')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field after a refused send', async () => {
    const { user } = open(vi.fn(async () => 'sent' as const));
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('sends once per click burst and nothing more after success', async () => {
    const { send, settle } = held();
    const { user, status } = open(send);
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    expect(status()).toBe('sending');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Maria da Silva', email: 'maria@example.com' });
    settle('sent');
    await waitFor(() => expect(status()).toBe('sent'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the values when the send fails (or throws) and sends again on the next press', async () => {
    const { send, fail, settle } = held();
    const { user, status } = open(send);
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    fail(new Error('503'));
    await waitFor(() => expect(status()).toBe('failed'));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Maria da Silva');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledTimes(2);
    settle('sent');
    await waitFor(() => expect(status()).toBe('sent'));
  });

  it('goes back to editing when the service refuses a value, with the first invalid field focused', async () => {
    const send = vi.fn(async (values: Values) => (values.email === 'maria@example.com' ? 'refused' : 'sent'));
    const { user, status } = open(send);
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(status()).toBe('idle');
    expect(screen.getByText('E-mail recusado')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), '.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(status()).toBe('sent'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('resets to a new form: initial values, no message shown, idle', async () => {
    const { user, status } = open(vi.fn(async () => 'sent' as const));
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(status()).toBe('sent'));
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    expect(status()).toBe('idle');
    const form = within(screen.getByRole('button', { name: 'Novo' }).closest('form') as HTMLElement);
    expect((form.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect(form.queryByText('Informe seu nome completo')).toBeNull();
  });
});
