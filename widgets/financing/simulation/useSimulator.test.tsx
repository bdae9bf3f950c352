import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSimulation } from '../../../api/funding.ts';
import { KEPT_NEXT_PLAN } from '../../../test/examples/keptSimulation.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { mount, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../financing.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** A NEXT plan kept with the funding service: 40 % entrance, 36 months, 30 % final installment. */
async function keptNextPlan() {
  signIn();
  const kept = await saveSimulation(sandboxScope('fiat'), KEPT_NEXT_PLAN);
  return kept.id;
}

async function open(html: string) {
  const { root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
  return view;
}

describe('a kept simulation reopened by id (GET simulate/{id})', () => {
  it('simulation-id: the same source, car and sliders the shopper left', async () => {
    setupPage();
    const id = await keptNextPlan();
    const view = await open(`<hub-financing simulation-id="${id}"></hub-financing>`);
    expect(journalOf('funding').some((e) => e.method === 'GET' && e.path.endsWith(`/simulate/${id}`))).toBe(
      true,
    );
    expect(view.getByRole('slider', { name: /entrada/i }).getAttribute('aria-valuetext')).toMatch(/\(40%\)$/);
    expect(view.getByRole('slider', { name: /número de parcelas/i }).getAttribute('aria-valuetext')).toBe(
      '36 parcelas',
    );
    await waitFor(() =>
      expect(journalOf('funding').at(-1)?.body).toMatchObject({
        mvs: '826D7L3',
        price: 120000,
        entrancePercent: 40,
        numberOfInstallments: 36,
        finalInstallmentPercentage: 30,
      }),
    );
    expect(journalOf('funding').at(-1)?.path).toMatch(/next\/simulate$/);
  });

  it('?simulation= in the address reopens it too', async () => {
    setupPage();
    const id = await keptNextPlan();
    window.history.replaceState(null, '', `/?simulation=${id}`);
    const view = await open('<hub-financing></hub-financing>');
    expect(view.getByRole('slider', { name: /número de parcelas/i }).getAttribute('aria-valuetext')).toBe(
      '36 parcelas',
    );
  });

  it('an unknown simulation says so and the simulator starts afresh with the car given', async () => {
    setupPage();
    const { root } = mount(
      '<hub-financing simulation-id="SIM-UNKNOWN" source="CDC" mvs="826D7L3" year="2026" price="100000" color-code="249"></hub-financing>',
    );
    const view = within(root as unknown as HTMLElement);
    expect(
      await view.findByText(
        'Não encontramos essa simulação. Faça uma nova simulação abaixo.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
    expect(view.getByRole('slider', { name: /número de parcelas/i }).getAttribute('aria-valuetext')).toBe(
      '48 parcelas',
    );
  });
});
