import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './voucher-area.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-voucher-area')) el.remove();
});

describe('hub-voucher-area: no voucher', () => {
  it('each empty list says so and what to do next', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/vouchers/fidelity/available', () => HttpResponse.json([])),
      http.get('*/vouchers/fidelity/redeemed', () => HttpResponse.json([])),
    );
    const { root } = mount('<hub-voucher-area></hub-voucher-area>');
    const view = within(root as unknown as HTMLElement);
    const available = within(await view.findByRole('region', { name: 'Vouchers disponíveis' }));
    expect(available.getByText('Nenhum voucher disponível no momento.')).toBeTruthy();
    expect(
      available.getByText(
        'Novos vouchers aparecem aqui quando a marca lança uma campanha; participe do programa de fidelidade para receber os seus.',
      ),
    ).toBeTruthy();
    const active = within(view.getByRole('region', { name: 'Vouchers ativos' }));
    expect(active.getByText('Você ainda não tem vouchers ativos.')).toBeTruthy();
    expect(
      active.getByText('Resgate um dos vouchers disponíveis para usá-lo na concessionária.'),
    ).toBeTruthy();
  });
});
