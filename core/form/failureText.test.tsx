import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { ServiceError } from '../errors.ts';
import { useActionFailure, useActionFailureText } from './failureText.ts';
import { Scoped } from './scope.testing.tsx';
import { WaitLeft } from './WaitLeft.tsx';

const limited = (seconds: number) =>
  new ServiceError('orders', 'bad-request', 'GET x failed', 429, undefined, { retryAfter: seconds });
const offline = () =>
  new ServiceError('orders', 'network', 'GET x failed', undefined, undefined, { offline: true });

afterEach(() => vi.useRealTimers());

describe('an action’s failure text', () => {
  it('says the wait from the very render the rate limit arrives, never “you may try again” first', () => {
    setupPage();
    const said: string[] = [];
    function Said({ failure }: { failure: unknown }) {
      const text = useActionFailureText(failure, 'Não foi possível atualizar.');
      said.push(text);
      return <p>{text}</p>;
    }
    const { rerender } = render(
      <Scoped>
        <Said failure={undefined} />
      </Scoped>,
    );
    rerender(
      <Scoped>
        <Said failure={limited(5)} />
      </Scoped>,
    );
    expect(said).not.toContain('Você já pode tentar novamente.');
    expect(screen.getByText('Muitas tentativas, tente em 5 s')).toBeTruthy();
  });
});

describe('useActionFailure', () => {
  function Action({ failure, action }: { failure: unknown; action: () => void }) {
    const held = useActionFailure(failure, 'No fue posible descargar.');
    return (
      <>
        {failure !== undefined && <p role="alert">{held.text}</p>}
        <button type="button" aria-disabled={held.waitLeft > 0 || undefined} onClick={() => held.run(action)}>
          Descargar
          <WaitLeft left={held.waitLeft} />
        </button>
      </>
    );
  }

  it('holds the next press during a rate limit’s wait, counting it down, and runs nothing by itself', async () => {
    setupPage({ market: 'es-AR' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const action = vi.fn();
    render(
      <Scoped>
        <Action failure={limited(2)} action={action} />
      </Scoped>,
    );
    const button = screen.getByRole('button', { name: 'Descargar' });
    expect(screen.getByRole('alert').textContent).toBe('Demasiados intentos, probá en 2 s');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Descargar (2 s)');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(action).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('Descargar (1 s)');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert').textContent).toBe('Ya podés intentar de nuevo.');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(action).not.toHaveBeenCalled();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(action).toHaveBeenCalledOnce();
  });

  it('offline says so and leaves the press to the person; another failure says the action’s message', async () => {
    setupPage({ market: 'es-AR' });
    const action = vi.fn();
    const { rerender } = render(
      <Scoped>
        <Action failure={offline()} action={action} />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'No tenés conexión a internet. Revisá la conexión e intentá de nuevo.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar' }));
    expect(action).toHaveBeenCalledOnce();
    rerender(
      <Scoped>
        <Action failure={new Error('boom')} action={action} />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No fue posible descargar.');
  });
});
