import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { ServiceError } from '../errors.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Scoped } from './scope.testing.tsx';

describe('LoadFailed', () => {
  it('announces the message, what else there is to say, and retries', async () => {
    setupPage();
    const retry = vi.fn();
    render(
      <Scoped>
        <LoadFailed
          message="AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO."
          onRetry={retry}
          failure={undefined}
        >
          <p>Ligue para a concessionária.</p>
        </LoadFailed>
      </Scoped>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.');
    expect(alert.textContent).toContain('Ligue para a concessionária.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  afterEach(() => vi.useRealTimers());

  it('a rate limit says the wait in words and keeps the retry until it is over', async () => {
    setupPage();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const retry = vi.fn();
    const limited = new ServiceError('dealers', 'bad-request', 'GET x failed', 429, undefined, {
      retryAfter: 3,
    });
    render(
      <Scoped>
        <LoadFailed
          message="Não foi possível carregar as concessionárias."
          onRetry={retry}
          failure={limited}
        />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Muitas tentativas, tente em 3 s');
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.click();
    expect(retry).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Você já pode tentar novamente.');
    button.click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offline is said as such, in the market’s language', () => {
    setupPage({ market: 'es-AR' });
    const offline = new ServiceError('dealers', 'network', 'GET x failed', undefined, undefined, {
      offline: true,
    });
    render(
      <Scoped>
        <LoadFailed
          message="No fue posible cargar los concesionarios."
          onRetry={() => {}}
          failure={offline}
        />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'No tenés conexión a internet. Vamos a intentar de nuevo cuando vuelva.',
    );
  });
});

describe('LoadFailed call sites', () => {
  it('cannot leave out the failure: the type requires it, so 429 and offline are said everywhere', () => {
    setupPage();
    render(
      <Scoped>
        {/* @ts-expect-error `failure` is required: a site without one passes `undefined` on purpose */}
        <LoadFailed message="Erro ao carregar dados." onRetry={() => {}} />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar dados.');
  });
});
