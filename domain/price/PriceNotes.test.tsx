import { render, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { PriceNotes } from './PriceNotes.tsx';

startSandbox();

function open(mvsCode: string, price: number, priceType?: string, market = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  const { container } = render(
    <Scoped market={market}>
      <PriceNotes mvsCode={mvsCode} year={2026} price={price} priceType={priceType} />
    </Scoped>,
  );
  return { view: within(container), container };
}

describe('PriceNotes', () => {
  it('names the price table and shows the version’s special discount with the price after it', async () => {
    const { view } = open('553K652', 76990, 'customPrice');
    expect(await view.findByText('Desconto especial')).toBeTruthy();
    expect(view.getByText('− R$ 1.540,00')).toBeTruthy();
    expect(view.getByText('Preço com desconto especial')).toBeTruthy();
    expect(view.getByText('R$ 75.450,00')).toBeTruthy();
    expect(await view.findByText('Preço de tabela')).toBeTruthy();
    const paths = journalOf('price').map((j) => j.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/price\/specialDiscount/),
        expect.stringMatching(/price\/types/),
      ]),
    );
  });

  it('es-AR: the e-commerce table in Spanish; a version without a special discount shows none', async () => {
    const { view } = open('674UK42', 96990, 'ecommercePrice', 'es-AR');
    expect(await view.findByText('Precio de venta online')).toBeTruthy();
    expect(view.queryByText('Descuento especial')).toBeNull();
  });

  it('says nothing when the price service fails', async () => {
    sandboxServer.use(http.get(`${SANDBOX_BASE}/price/*`, () => HttpResponse.json({}, { status: 503 })));
    const { container } = open('553K652', 76990, 'customPrice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
