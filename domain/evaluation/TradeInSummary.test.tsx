import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReservationRecord } from '../../api/reservations.ts';
import { readPageMeta, resolveContext } from '../../core/page-context.ts';
import { WidgetScopeContext } from '../../core/WidgetContext.tsx';
import { setupPage } from '../../test/page.ts';
import { TradeInSummary } from './TradeInSummary.tsx';

function summary(tradeIn: ReservationRecord['tradeIn'], market: 'pt-BR' | 'es-AR' = 'pt-BR') {
  setupPage({ market });
  const { context } = resolveContext(readPageMeta(), {});
  return render(
    <WidgetScopeContext.Provider
      value={{ host: document.body, tag: 'hub-reservation', context, emit: () => undefined }}
    >
      <TradeInSummary tradeIn={tradeIn} />
    </WidgetScopeContext.Provider>,
  ).container.textContent;
}

describe('the trade-in on the order', () => {
  const car = { plate: 'ABC1D23', model: 'Argo', version: 'Drive 1.0', year: '2021' };

  it('names the car and its evaluated value', () => {
    expect(summary({ ...car, evaluation: '52300' })).toMatch(
      /^Carro usado na troca: Argo Drive 1\.0 2021 \(ABC1D23\), avaliado em R\$\s?52\.300,00$/,
    );
    expect(summary({ ...car, evaluation: '52300' }, 'es-AR')).toMatch(
      /^Auto usado como parte de pago: Argo Drive 1\.0 2021 \(ABC1D23\), tasado en \$\s?52\.300,00$/,
    );
  });

  it('without a rating, the dealership evaluates it; without a trade-in, nothing', () => {
    expect(summary(car)).toBe(
      'Carro usado na troca: Argo Drive 1.0 2021 (ABC1D23), avaliado na concessionária',
    );
    expect(summary(undefined)).toBe('');
  });
});
