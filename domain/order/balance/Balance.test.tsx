import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationRecord } from '../../../api/reservations.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { readPageMeta, resolveContext } from '../../../core/page-context.ts';
import { WidgetScopeContext } from '../../../core/WidgetContext.tsx';
import { SANDBOX_BASE, setupPage, signIn } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import { Balance } from './Balance.tsx';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});

/** The seeded order of the market whose balance is still to choose (paid, documents received). */
const order = (country: 'BR' | 'AR'): ReservationRecord => ({
  id: `ORD-${country}-BAL`,
  status: 'UPLOADED_DOCS',
  timeline: [],
  reservationAmount: 5000,
  expiresAt: new Date().toISOString(),
  remainingSeconds: null,
  dealerCode: '',
  mvsCode: '',
  year: 2025,
  colorCode: '',
});

/** The balance choice of a buyer of `market`, with what it reports when done. */
function balance(market: 'pt-BR' | 'es-AR' = 'pt-BR') {
  setupPage({ brand: market === 'es-AR' ? 'jeep' : 'fiat', market });
  const { context } = resolveContext(readPageMeta(), {});
  const done = vi.fn<(record: ReservationRecord) => void>();
  const view = render(
    <WidgetScopeContext.Provider
      value={{ host: document.body, tag: 'hub-my-orders', context, emit: () => undefined }}
    >
      <Balance
        reservation={order(market === 'es-AR' ? 'AR' : 'BR')}
        price={80000}
        docsUploaded
        billing={{ name: 'Rafael Costa' }}
        financingUrl={undefined}
        onDone={done}
      />
    </WidgetScopeContext.Provider>,
  );
  return { view: within(view.container), done, u: userEvent.setup() };
}

/** Time a sandbox answer may take on a busy machine. */
const WAIT = { timeout: 4000 };

const evaluations = () => journalOf('recall').filter((j) => j.path.endsWith('confiat'));
const remaining = () => journalOf('reservations').find((j) => j.path.endsWith('remaining-payment'));

describe('the used-car evaluation of a trade-in', () => {
  it('evaluates the car by plate and mileage, shows its value and carries it into the order', async () => {
    const { view, done, u } = balance();
    await u.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    // Nothing typed: the plate and the mileage are asked beside their fields, nothing is sent.
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    expect(view.getByLabelText(/^placa/i).getAttribute('aria-invalid')).toBe('true');
    expect(view.getByLabelText(/^quilometragem/i).getAttribute('aria-invalid')).toBe('true');
    expect(evaluations()).toEqual([]);

    await u.type(view.getByLabelText(/^placa/i), 'ABC1D23');
    await u.type(view.getByLabelText(/^quilometragem/i), '45000');
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    const said = await view.findByText(/^Valor estimado do seu carro: R\$\s?[\d.]+,00$/, {}, WAIT);
    const shown = Number(said.textContent?.replace(/\D/g, '')) / 100;
    expect(evaluations().map((j) => j.query)).toEqual([{ plate: 'ABC1D23', mileage: '45000' }]);
    // The car as the service names it fills the model, version and year left empty.
    await waitFor(() => expect((view.getByLabelText(/^modelo/i) as HTMLInputElement).value).not.toBe(''));
    expect((view.getByLabelText(/^ano/i) as HTMLInputElement).value).toMatch(/^\d{4}$/);

    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await waitFor(() => expect(done).toHaveBeenCalled(), { timeout: 4000 });
    expect(remaining()?.body).toMatchObject({
      method: 'DEALER_PAYMENT',
      tradeIn: { plate: 'ABC1D23', mileage: '45000', evaluation: String(shown) },
    });
    // The order record keeps the evaluated car.
    expect(done.mock.calls[0]?.[0]).toMatchObject({
      tradeIn: { plate: 'ABC1D23', evaluation: String(shown) },
    });
  });

  it('a car the service cannot rate says so; the trade-in goes on without a value', async () => {
    const { view, done, u } = balance();
    await u.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await u.type(view.getByLabelText(/^placa/i), 'QQQ9Q99');
    await u.type(view.getByLabelText(/^quilometragem/i), '80000');
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    expect(
      await view.findByText('Avaliação do carro usado indisponível para o veículo.', {}, WAIT),
    ).toBeTruthy();
    await u.type(view.getByLabelText(/^modelo/i), 'Palio');
    await u.type(view.getByLabelText(/^versão/i), 'Attractive 1.0');
    await u.type(view.getByLabelText(/^ano/i), '2015');
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await waitFor(() => expect(done).toHaveBeenCalled(), { timeout: 4000 });
    expect(remaining()?.body).toMatchObject({ tradeIn: { plate: 'QQQ9Q99', model: 'Palio' } });
    expect(remaining()?.body).not.toHaveProperty('tradeIn.evaluation');
  });

  it('a failing evaluation says the seed error with a retry; what was typed stays', async () => {
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/recall/v2/confiat`, () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const { view, u } = balance();
    await u.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await u.type(view.getByLabelText(/^placa/i), 'ABC1D23');
    await u.type(view.getByLabelText(/^quilometragem/i), '45000');
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    expect((await view.findByRole('alert', {}, WAIT)).textContent).toBe('Um erro ocorreu, tente novamente');
    expect((view.getByLabelText(/^placa/i) as HTMLInputElement).value).toBe('ABC1D23');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText(/^Valor estimado do seu carro/, {}, WAIT)).toBeTruthy();
  });

  it('es-AR: the Argentine plate, the value in pesos, the words in Spanish', async () => {
    const { view, u } = balance('es-AR');
    await u.click(view.getByRole('radio', { name: 'Auto usado como parte de pago' }));
    await u.type(view.getByLabelText(/^patente/i), 'AB123CD');
    await u.type(view.getByLabelText(/^kilometraje/i), '30000');
    await u.click(view.getByRole('button', { name: 'Tasar mi auto' }));
    expect(await view.findByText(/^Valor estimado de tu auto: \$\s?[\d.]+,00$/, {}, WAIT)).toBeTruthy();
    await u.clear(view.getByLabelText(/^patente/i));
    await u.type(view.getByLabelText(/^patente/i), 'ZZ999ZZ');
    await u.click(view.getByRole('button', { name: 'Tasar mi auto' }));
    expect(
      await view.findByText('Tasación del auto usado no disponible para el vehículo.', {}, WAIT),
    ).toBeTruthy();
  });
});
