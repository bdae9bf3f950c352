import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPage } from '../test/page.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ServiceError } from './errors.ts';
import { Scoped } from './form/scope.testing.tsx';

const texts = {
  title: 'Cancelar evento',
  text: 'O evento será cancelado.',
  confirm: 'Cancelar o evento',
  busy: 'Atualizando…',
  cancel: 'Voltar',
  retry: 'Tentar novamente',
  failure: 'Não foi possível cancelar o evento.',
};
const limited = (seconds: number) =>
  new ServiceError('events', 'bad-request', 'POST x failed', 429, undefined, { retryAfter: seconds });
const offline = () =>
  new ServiceError('events', 'network', 'POST x failed', undefined, undefined, { offline: true });

afterEach(() => vi.useRealTimers());

describe('ConfirmDialog', () => {
  it('a rate limit says its wait and holds the retry until it is over; nothing is sent meanwhile', async () => {
    setupPage();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const action = vi.fn().mockRejectedValueOnce(limited(2)).mockResolvedValueOnce(undefined);
    const done = vi.fn();
    render(
      <Scoped>
        <ConfirmDialog texts={texts} action={action} onDone={done} onClose={vi.fn()} />
      </Scoped>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar o evento' }));
    expect(screen.getByText('Muitas tentativas, tente em 2 s')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).toBe('Tentar novamente (2 s)');
    await user.click(retry);
    expect(action).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Você já pode tentar novamente.')).toBeTruthy();
    expect(retry.getAttribute('aria-disabled')).toBeNull();
    expect(action).toHaveBeenCalledOnce();
    await user.click(retry);
    expect(action).toHaveBeenCalledTimes(2);
    expect(done).toHaveBeenCalledOnce();
  });

  it('offline says so in the market’s words; another failure says the dialog’s own message', async () => {
    setupPage({ market: 'es-AR' });
    const user = userEvent.setup();
    const action = vi.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(new Error('500'));
    render(
      <Scoped>
        <ConfirmDialog texts={texts} action={action} onDone={vi.fn()} onClose={vi.fn()} />
      </Scoped>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar o evento' }));
    expect(
      screen.getByText('No tenés conexión a internet. Revisá la conexión e intentá de nuevo.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Não foi possível cancelar o evento.')).toBeTruthy();
  });
});
