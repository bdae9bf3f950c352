import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATES, simulate } from '../../../api/sandbox/data/finance.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { formatMoney } from '../../../core/format.ts';
import { storedDraft } from '../../../test/examples/financingDraft.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../financing.element.ts';
import { draftKey } from '../proposal/draft.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
});

const CAR = 'mvs="826D7L3" year="2026" price="100000" color-code="249"';

/** The CET (CFT) figure of a text: '30,86' from 'CET 30,86% a.a.' or 'CET de 30,86% a.a.'. */
const cetOf = (text: string | null | undefined) =>
  /(?:CET|CFT)(?: de)? ([\d.,]+)\s?%/.exec(text ?? '')?.[1] ?? null;

/** The CET beside the installment and the one in the legal text of what `root` shows. */
function cets(root: ParentNode) {
  return {
    costs: cetOf(root.querySelector('.fin-costs')?.textContent),
    legal: cetOf(root.querySelector('.fin-legal')?.textContent),
  };
}

describe('one CET per plan (issue 14)', () => {
  for (const [market, choose, term] of [
    ['pt-BR', /quero este plano/i, /número de parcelas/i],
    ['es-AR', /quiero este plan/i, /cantidad de cuotas/i],
  ] as const) {
    it(`${market}: at 48 months the simulation, its legal text and the plan check state the same CET`, async () => {
      setupPage({ brand: 'jeep', market });
      const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
      const view = within(root as unknown as HTMLElement);
      const button = await view.findByRole('button', { name: choose }, { timeout: 4000 });
      expect(view.getByRole('slider', { name: term }).getAttribute('aria-valuetext')).toMatch(/^48 /);
      await waitFor(() => expect(cets(root).costs).not.toBeNull());
      const shown = cets(root);
      expect(shown.legal).toBe(shown.costs);

      fireEvent.click(button);
      await view.findByRole('heading', { level: 2, name: /confira seu plano|revisá tu plan/i });
      expect(cets(root)).toEqual(shown);
    });
  }
});

describe('a coupon changes the figures it announces (issue 14)', () => {
  it('BEMVINDO10 takes 10% off the price: lower installment and total on the plan check, the discounted simulation sent with the coupon, the discount on the voucher', async () => {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(storedDraft({ income: 'R$ 20.000,00' })));
    const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 }));
    await view.findByRole('heading', { level: 2, name: 'Confira seu plano' });
    const money = (value: number) => formatMoney(value, 'pt-BR');
    const list = simulate({
      price: 100000,
      entrancePercent: 30,
      installments: 48,
      rate: RATES.BR.CDC,
      country: 'BR',
    });
    const discounted = simulate({
      price: 90000,
      entrancePercent: (30000 / 90000) * 100,
      installments: 48,
      rate: RATES.BR.CDC,
      country: 'BR',
    });
    const installment = () => root.querySelector('.fin-installment')?.textContent;
    expect(installment()).toBe(`48× ${money(list.installmentValue)}`);

    await u.type(view.getByLabelText(/cupom de desconto/i), 'BEMVINDO10');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom BEMVINDO10 aplicado: 10% de desconto.')).toBeTruthy();
    await waitFor(() => expect(installment()).toBe(`48× ${money(discounted.installmentValue)}`));
    const figures = root.querySelector('.fin-figures')?.textContent ?? '';
    expect(figures).toContain('Desconto do cupom BEMVINDO10');
    expect(figures).toContain(`− ${money(10000)}`);
    expect(figures).toContain(money(discounted.totalPaid));
    expect(figures).toContain(money(30000));

    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.type(await view.findByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByLabelText(/número do documento/i), '123456789');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByText('Voucher da proposta', {}, { timeout: 4000 });

    const calls = journalOf('funding');
    const kept = calls.find((j) => (j.body as { planType?: string })?.planType);
    expect(kept?.body).toMatchObject({ price: 90000, numberOfInstallments: 48 });
    const proposal = calls.find((j) => j.body && 'simulationId' in (j.body as object));
    expect(proposal?.body).toMatchObject({ coupon: 'BEMVINDO10' });
    const voucher = root.querySelector('.fin-voucher')?.textContent ?? '';
    expect(voucher).toContain(money(discounted.installmentValue));
    expect(voucher).toContain(money(discounted.totalPaid));
    expect(voucher).toContain('Desconto do cupom BEMVINDO10');
    expect(voucher).toContain(`− ${money(10000)}`);
  });
});

describe('a coupon whose figures cannot be simulated again', () => {
  it('says so with a retry and holds Continue until the discounted figures come', async () => {
    setupPage();
    const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 }));
    let fail = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/cdc/simulateProposalFlow`, () =>
        fail ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    await u.type(view.getByLabelText(/cupom de desconto/i), 'BEMVINDO10');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(
      await view.findByText('Não foi possível aplicar o desconto do cupom às parcelas. Tente novamente.'),
    ).toBeTruthy();
    expect(view.getByRole('button', { name: /^continuar$/i })).toHaveProperty('disabled', true);
    expect(root.querySelector('.fin-figures')?.textContent).not.toContain('Desconto do cupom');
    fail = false;
    await u.click(view.getByRole('button', { name: /tentar novamente/i }));
    await waitFor(() =>
      expect(root.querySelector('.fin-figures')?.textContent).toContain('Desconto do cupom BEMVINDO10'),
    );
    expect(view.getByRole('button', { name: /^continuar$/i })).toHaveProperty('disabled', false);
  });
});
