import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './loyalty.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  localStorage.clear();
  for (const el of document.querySelectorAll('hub-loyalty')) el.remove();
});

describe('hub-loyalty: no prize in the catalogue', () => {
  it('says there is none and what to do next', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    signIn();
    // Ana, a Jeep member who has seen the welcome already: the sections are reachable.
    localStorage.setItem(
      'hub-loyalty-welcomed:jeep',
      JSON.stringify({ value: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'], savedAt: Date.now() }),
    );
    sandboxServer.use(http.get('*/loyalty/:brand/prizes', () => HttpResponse.json({ content: [] })));
    const { root } = mount('<hub-loyalty login-url="/entrar"></hub-loyalty>');
    const view = within(root as unknown as HTMLElement);
    expect(await view.findByText('Nenhum prêmio disponível no momento.', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      view.getByText('Continue somando pontos: novos prêmios entram no catálogo e aparecem aqui.'),
    ).toBeTruthy();
  });
});
