import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { ServiceError } from '../errors.ts';
import { FormActions } from './FormActions.tsx';
import { Scoped } from './scope.testing.tsx';
import { failedWith } from './sendFailure.ts';
import { useFormState } from './useFormState.ts';

const limited = (seconds: number) =>
  new ServiceError('lead', 'bad-request', 'POST / failed', 429, undefined, { retryAfter: seconds });
const offline = () =>
  new ServiceError('lead', 'network', 'POST / failed', undefined, undefined, { offline: true });

function useDemo() {
  return useFormState({ initial: { name: 'Ana' }, validate: () => ({}) });
}

afterEach(() => vi.useRealTimers());

describe('the form kit’s send failures', () => {
  it('keeps the failure a send answers with failedWith, and the one a send throws', async () => {
    const { result } = renderHook(useDemo, { wrapper: Scoped });
    const refused = offline();
    await act(() => result.current.submit(async () => failedWith(refused)));
    expect(result.current.status).toBe('failed');
    expect(result.current.failure).toBe(refused);
    const thrown = new Error('boom');
    await act(() =>
      result.current.submit(async () => {
        throw thrown;
      }),
    );
    expect(result.current.failure).toBe(thrown);
    await act(() => result.current.submit(async () => 'sent'));
    expect(result.current.failure).toBeUndefined();
  });

  it('a 429 holds the next send until its wait is over; nothing is sent meanwhile, never by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { result } = renderHook(useDemo, { wrapper: Scoped });
    const send = vi.fn(async () => failedWith(limited(2)));
    await act(() => result.current.submit(send));
    expect(result.current.waitLeft).toBe(2);
    await act(async () => {
      expect(await result.current.submit(send)).toBe('ignored');
    });
    expect(send).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.waitLeft).toBe(0);
    expect(send).toHaveBeenCalledOnce();
    await act(() => result.current.submit(async () => 'sent'));
    expect(result.current.status).toBe('sent');
  });

  it('FormActions says a rate limit’s wait or offline instead of the form’s problem, in the market’s language', () => {
    setupPage({ market: 'es-AR' });
    const { rerender } = render(
      <Scoped>
        <FormActions
          problem="No fue posible guardar."
          failure={limited(5)}
          waitLeft={5}
          busy={false}
          label="Guardar"
          busyLabel="Guardando…"
        />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Demasiados intentos, probá en 5 s');
    expect(screen.getByRole('button', { name: /Guardar/ }).getAttribute('aria-disabled')).toBe('true');
    rerender(
      <Scoped>
        <FormActions
          problem="No fue posible guardar."
          failure={offline()}
          busy={false}
          label="Guardar"
          busyLabel="Guardando…"
        />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'No tenés conexión a internet. Revisá la conexión e intentá de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Guardar' }).getAttribute('aria-disabled')).toBeNull();
  });
});
