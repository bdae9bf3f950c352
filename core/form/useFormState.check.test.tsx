import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { EmailSchema, FullNameSchema } from '../../validators/index.ts';
import { TextField } from './fields/TextField.tsx';
import { Scoped } from './scope.testing.tsx';
import { useFormState } from './useFormState.ts';
import { validateForm } from './validateForm.ts';

/** The first screen of a form spread over two: Continue checks it and goes on only when it is valid. */
function TwoScreens() {
  const [screenName, setScreen] = useState<'data' | 'terms'>('data');
  const form = useFormState({
    initial: { name: '', email: '' },
    validate: (values) => validateForm(values, { name: FullNameSchema, email: EmailSchema }, 'pt-BR'),
    focusRoot: () => document,
  });
  if (screenName === 'terms') return <p>Termos</p>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) setScreen('terms');
      }}
    >
      <TextField
        name="name"
        label="Nome"
        value={form.values.name}
        onChange={(v) => form.update('name', v)}
        error={form.errors.name}
      />
      <TextField
        name="email"
        label="E-mail"
        value={form.values.email}
        onChange={(v) => form.update('email', v)}
        error={form.errors.email}
      />
      <output>{form.status}</output>
      <button type="submit">Continuar</button>
    </form>
  );
}

describe('useFormState check (a Continue that sends nothing)', () => {
  it('shows every message and focuses the first invalid field; valid, it lets the form go on without sending', async () => {
    setupPage();
    render(
      <Scoped>
        <TwoScreens />
      </Scoped>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    expect(screen.queryByText('Informe seu nome completo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Informe seu nome completo')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    expect(screen.getByRole('status').textContent).toBe('idle');
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Termos')).toBeTruthy();
  });
});
