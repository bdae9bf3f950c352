import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Scoped } from './scope.testing.tsx';

describe('LoadFailed', () => {
  it('announces the message, what else there is to say, and retries', async () => {
    setupPage();
    const retry = vi.fn();
    render(
      <Scoped>
        <LoadFailed message="AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO." onRetry={retry}>
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
});
