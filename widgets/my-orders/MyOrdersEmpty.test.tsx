import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './my-orders.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-my-orders')) el.remove();
});

describe('hub-my-orders: no order yet', () => {
  it('says there is none and what to do next', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    signIn('sandbox-token-rafael');
    sandboxServer.use(http.get('*/reservations/v2/reservations/user-reserves', () => HttpResponse.json([])));
    const { root } = mount('<hub-my-orders configurator-url="/configurador.html"></hub-my-orders>');
    const view = within(root as unknown as HTMLElement);
    expect(await view.findByText('Você ainda não tem pedidos.')).toBeTruthy();
    expect(
      view.getByText(
        'Monte o seu carro no configurador e reserve on-line: o pedido aparece aqui, com cada etapa até a entrega.',
      ),
    ).toBeTruthy();
  });
});
