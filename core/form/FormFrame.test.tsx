import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFrame } from './FormFrame.tsx';
import { SubmitButton } from './SubmitButton.tsx';

describe('FormFrame and SubmitButton', () => {
  it('names the form by its heading, marks it busy and hands a submit over without leaving the page', () => {
    const onSubmit = vi.fn();
    render(
      <FormFrame title="Adicionar cartão" busy onSubmit={onSubmit}>
        <SubmitButton busy label="Salvar" busyLabel="Salvando…" />
      </FormFrame>,
    );
    const form = screen.getByRole('form', { name: 'Adicionar cartão' });
    expect(screen.getByRole('heading', { level: 3, name: 'Adicionar cartão' })).toBeTruthy();
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const button = screen.getByRole('button', { name: 'Salvando…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('offers to try again after a failure, and is neither busy nor loading at rest', () => {
    render(
      <FormFrame label="Resgatar" busy={false} onSubmit={() => {}}>
        <SubmitButton
          busy={false}
          failed
          label="Salvar"
          busyLabel="Salvando…"
          retryLabel="Tentar novamente"
        />
      </FormFrame>,
    );
    const form = screen.getByRole('form', { name: 'Resgatar' });
    expect(form.hasAttribute('aria-busy')).toBe(false);
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('data-loading')).toBe(false);
  });
});
