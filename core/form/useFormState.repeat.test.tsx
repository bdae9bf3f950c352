import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { TextField } from './fields/TextField.tsx';
import { Scoped } from './scope.testing.tsx';
import { type SendOutcome, useFormState } from './useFormState.ts';

/** A search form: the code required; `Buscar` sends what is typed, `Colar e buscar` fills and sends at once. */
function Search({
  send,
  repeatable,
}: {
  send: (values: { code: string }) => Promise<SendOutcome>;
  repeatable?: boolean;
}) {
  const form = useFormState({
    initial: { code: '' },
    validate: (values) => (values.code ? {} : { code: 'Informe o código' }),
    repeatable,
    focusRoot: () => document,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(send);
      }}
    >
      <TextField
        name="code"
        label="Código"
        value={form.values.code}
        onChange={(v) => form.update('code', v)}
        error={form.errors.code}
      />
      <output>{form.status}</output>
      <button type="submit">Buscar</button>
      <button
        type="button"
        onClick={() => {
          form.update('code', 'ABC123');
          void form.submit(send);
        }}
      >
        Colar e buscar
      </button>
    </form>
  );
}

function open(send: (values: { code: string }) => Promise<SendOutcome>, repeatable?: boolean) {
  setupPage();
  render(
    <Scoped>
      <Search send={send} repeatable={repeatable} />
    </Scoped>,
  );
  return { user: userEvent.setup(), status: () => screen.getByRole('status').textContent };
}

/** A send the test settles by hand. */
function held() {
  const settles: ((outcome: SendOutcome) => void)[] = [];
  const send = vi.fn(() => new Promise<SendOutcome>((resolve) => settles.push(resolve)));
  return { send, settle: (outcome: SendOutcome) => settles.shift()?.(outcome) };
}

describe('useFormState repeatable (a search form)', () => {
  it('sends again after a success, what is typed now, but never twice at once', async () => {
    const { send, settle } = held();
    const { user, status } = open(send, true);
    await user.type(screen.getByLabelText('Código'), 'AAA');
    await user.dblClick(screen.getByRole('button', { name: 'Buscar' }));
    expect(send).toHaveBeenCalledTimes(1);
    settle('sent');
    await waitFor(() => expect(status()).toBe('sent'));
    await user.clear(screen.getByLabelText('Código'));
    // A new round: the message waits for the next attempt.
    expect(screen.queryByText('Informe o código')).toBeNull();
    await user.type(screen.getByLabelText('Código'), 'BBB');
    await user.dblClick(screen.getByRole('button', { name: 'Buscar' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ code: 'BBB' });
    settle('sent');
    await waitFor(() => expect(status()).toBe('sent'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith({ code: 'BBB' });
  });

  it('refuses an empty field after a success: the message shows, nothing is sent', async () => {
    const send = vi.fn(async () => 'sent' as const);
    const { user, status } = open(send, true);
    await user.type(screen.getByLabelText('Código'), 'AAA');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(status()).toBe('sent'));
    await user.clear(screen.getByLabelText('Código'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Informe o código')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without it, a form is sent once only', async () => {
    const send = vi.fn(async () => 'sent' as const);
    const { user, status } = open(send);
    await user.type(screen.getByLabelText('Código'), 'AAA');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(status()).toBe('sent'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('useFormState values as of now', () => {
  it('sends a value set in the same tick, before React renders it', async () => {
    const send = vi.fn(async () => 'sent' as const);
    const { user } = open(send);
    await user.click(screen.getByRole('button', { name: 'Colar e buscar' }));
    expect(send).toHaveBeenCalledWith({ code: 'ABC123' });
  });
});
