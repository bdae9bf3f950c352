import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { PollsPanel } from './PollsPanel.tsx';

startSandbox();
afterEach(() => signOut());

const user = () => userEvent.setup();
const votes = () => journalOf('benefits').filter((e) => e.method === 'POST' && /vote$/.test(e.path));

function open(market = 'pt-BR', brand = 'jeep') {
  setupPage({ brand, market });
  const { container, unmount } = render(
    <Scoped market={market}>
      <PollsPanel headingLevel={3} />
    </Scoped>,
  );
  return { view: within(container), unmount };
}

describe('PollsPanel', () => {
  it('a partial poll says so until the target is reached; a member votes once (option_id)', async () => {
    signIn('sandbox-token-ana');
    const u = user();
    const { view, unmount } = open();
    expect(await view.findByRole('heading', { level: 3, name: 'Pesquisas de benefícios' })).toBeTruthy();
    const partial = within(
      (
        await view.findByRole('heading', { level: 4, name: 'Qual benefício Jeep você quer a seguir?' })
      ).closest('li')!,
    );
    expect(
      partial.getByText(
        'Resultado parcial: 265 de 500 participantes votaram. O resultado final sai quando 500 membros votarem.',
      ),
    ).toBeTruthy();
    const complete = within(
      view
        .getByRole('heading', { name: 'Onde deve ser o próximo encontro de proprietários Jeep?' })
        .closest('li')!,
    );
    expect(complete.getByText('Resultado final: 327 participantes votaram.')).toBeTruthy();

    await u.click(partial.getByRole('button', { name: 'Votar' }));
    expect(partial.getByText('Escolha uma opção')).toBeTruthy();
    expect(votes()).toEqual([]);
    await u.click(partial.getByRole('radio', { name: 'Eventos exclusivos' }));
    await u.dblClick(partial.getByRole('button', { name: 'Votar' }));
    expect(await partial.findByText('Seu voto: Eventos exclusivos. Cada membro vota uma vez.')).toBeTruthy();
    expect(votes()).toHaveLength(1);
    expect(votes()[0]).toMatchObject({
      body: { option_id: 'OPT-2' },
      query: { hash: expect.stringMatching(/^h/) },
    });
    expect(partial.getByText(/Resultado parcial: 266 de 500/)).toBeTruthy();
    expect(partial.getByText(/Eventos exclusivos: 32\s?% \(85 votos\)/)).toBeTruthy();
    expect(partial.queryByRole('button', { name: 'Votar' })).toBeNull();

    // Back on the page later: the vote is the member's, no second form.
    unmount();
    const again = open().view;
    const poll = within(
      (await again.findByRole('heading', { name: 'Qual benefício Jeep você quer a seguir?' })).closest('li')!,
    );
    expect(poll.getByText('Seu voto: Eventos exclusivos. Cada membro vota uma vez.')).toBeTruthy();
    expect(poll.queryByRole('button', { name: 'Votar' })).toBeNull();
  });

  it("a failing vote says the seed's message and keeps the choice; es-AR", async () => {
    signIn('sandbox-token-martina');
    const u = user();
    const { view } = open('es-AR');
    const poll = within(
      (await view.findByRole('heading', { name: '¿Qué beneficio Jeep querés que llegue ahora?' })).closest(
        'li',
      )!,
    );
    expect(poll.getByText(/Resultado parcial: votaron 265 de 500 participantes/)).toBeTruthy();
    await u.click(poll.getByRole('radio', { name: 'Accesorios con descuento' }));
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/benefits/v1/polls-user/:pollId/vote`,
        () => HttpResponse.json({}, { status: 502 }),
        {
          once: true,
        },
      ),
    );
    await u.click(poll.getByRole('button', { name: 'Votar' }));
    expect((await poll.findByRole('alert')).textContent).toBe('Ocurrió un error, intentá de nuevo');
    expect((poll.getByRole('radio', { name: 'Accesorios con descuento' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await u.click(poll.getByRole('button', { name: 'Votar' }));
    expect(
      await poll.findByText('Tu voto: Accesorios con descuento. Cada miembro vota una sola vez.'),
    ).toBeTruthy();
  });

  it("a brand whose dealers run no survey: 'no survey found for this dealership'", async () => {
    signIn('sandbox-token-ana');
    const { view } = open('pt-BR', 'citroen');
    expect(await view.findByText('Nenhuma pesquisa encontrada para esta concessionária.')).toBeTruthy();
  });

  it('a benefit link (?hash=) works signed out; an unknown hash is no member', async () => {
    const { hashOf } = await import('../../api/sandbox/data/benefits.ts');
    history.replaceState(null, '', `?hash=${hashOf('7c9e6679-7425-40de-944b-e07fc1f90ae7')}`);
    try {
      const { view, unmount } = open();
      expect(
        await view.findByRole('heading', { name: 'Qual benefício Jeep você quer a seguir?' }),
      ).toBeTruthy();
      expect(journalOf('users')).toEqual([]);
      unmount();
      history.replaceState(null, '', '?hash=h0');
      expect(await open().view.findByText('Não encontramos benefícios para o seu cadastro.')).toBeTruthy();
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });
});
