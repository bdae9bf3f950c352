import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './payment-cards.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-payment-cards')) el.remove();
});

describe('hub-payment-cards: no saved card', () => {
  for (const [market, empty, next] of [
    [
      'pt-BR',
      'Você ainda não tem cartões salvos.',
      'Use “Adicionar cartão” para pagar as suas próximas reservas sem digitar o cartão de novo.',
    ],
    [
      'es-AR',
      'Todavía no tenés tarjetas guardadas.',
      'Usá “Agregar tarjeta” para pagar tus próximas reservas sin volver a escribir la tarjeta.',
    ],
  ] as const)
    it(`${market}: says there is none and what to do next, the add button under it`, async () => {
      setupPage({ brand: 'fiat', market });
      signIn('sandbox-token-ana');
      sandboxServer.use(http.get('*/cards/v2', () => HttpResponse.json([])));
      const { root } = mount('<hub-payment-cards></hub-payment-cards>');
      const view = within(root as unknown as HTMLElement);
      expect(await view.findByText(empty)).toBeTruthy();
      expect(view.getByText(next)).toBeTruthy();
      expect(
        view.getByRole('button', { name: market === 'es-AR' ? 'Agregar tarjeta' : 'Adicionar cartão' }),
      ).toBeTruthy();
    });
});
