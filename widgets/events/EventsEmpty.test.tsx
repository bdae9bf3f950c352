import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './events.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-events')) el.remove();
});

describe('hub-events: no event', () => {
  for (const [market, empty, next] of [
    [
      'pt-BR',
      'Não há eventos da marca por enquanto.',
      'Volte em breve: os próximos eventos da marca aparecem aqui, com as inscrições abertas.',
    ],
    [
      'es-AR',
      'Por ahora no hay eventos de la marca.',
      'Volvé pronto: los próximos eventos de la marca aparecen acá, con las inscripciones abiertas.',
    ],
  ] as const)
    it(`${market}: says there is none and what to do next`, async () => {
      setupPage({ brand: 'jeep', market });
      signIn('sandbox-token-ana');
      sandboxServer.use(
        http.get('*/events/events', () =>
          HttpResponse.json({ content: [], page: 0, size: 10, totalElements: 0 }),
        ),
      );
      const { root } = mount('<hub-events login-url="/entrar"></hub-events>');
      const view = within(root as unknown as HTMLElement);
      expect(await view.findByText(empty)).toBeTruthy();
      expect(view.getByText(next)).toBeTruthy();
      expect(view.queryByRole('list', { name: /Eventos/ })).toBeNull();
    });
});
