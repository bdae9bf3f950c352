import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { seededOpinions } from '../../api/sandbox/data/opinions.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { sortOpinions } from './sortOpinions.ts';
import './opinions.element.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-opinions')) el.remove();
});

const user = () => userEvent.setup();

async function open(html = '<hub-opinions model="460" login-url="/entrar"></hub-opinions>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2, name: /^Opini\S+ de clientes$/ });
  return { el, root, view };
}
function recordEvents() {
  const events: { name: string; detail: unknown; shown: boolean }[] = [];
  for (const name of ['hub-ready', 'hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) =>
      events.push({
        name,
        detail: (e as CustomEvent).detail,
        // Whether the list or its failure was on screen when the event fired.
        shown: Boolean((e.target as HTMLElement).shadowRoot?.querySelector('table, [role="alert"]')),
      }),
    );
  return events;
}
const authorsShown = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: /Opini/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.opinions-meta + .opinions-meta span')?.textContent?.split(' ')[0]);
const posts = () => journalOf('opinions').filter((e) => e.method === 'POST');

describe('hub-opinions', () => {
  it('signed out: the summary as numbers, the most recent page first, sorting, paging, a sign-in prompt', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = recordEvents();
    const strada = seededOpinions('460', 'BR');
    const { view } = await open();
    const table = await view.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Quantas opiniões deram cada nota');
    await waitFor(() => expect(events.map((e) => e.name)).toContain('hub-ready'));
    // The distribution is read in numbers and words, not from colour: one row per rating.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      '5 de 5: Muito bom',
      '4 de 5: Bom',
      '3 de 5: Regular',
      '2 de 5: Ruim',
      '1 de 5: Muito ruim',
    ]);
    // hub-ready is the first interactive state: the opinions are there when it fires.
    const ready = events.find((e) => e.name === 'hub-ready');
    expect(ready?.shown).toBe(true);
    const fives = strada.filter((o) => o.rating === 5).length;
    expect(within(rows[0]!).getAllByRole('cell')[0]?.textContent).toBe(String(fives));
    expect(view.getByText(strada.length === 1 ? '1 opinião' : `${strada.length} opiniões`)).toBeTruthy();

    const recent = sortOpinions(strada, 'recent').slice(0, 5);
    expect(authorsShown(view)).toEqual(recent.map((o) => o.author));
    expect(view.getByText(`Página 1 de ${Math.ceil(strada.length / 5)}`)).toBeTruthy();

    const u = user();
    await u.click(view.getByRole('radio', { name: 'Mais úteis' }));
    expect(authorsShown(view)).toEqual(
      sortOpinions(strada, 'useful')
        .slice(0, 5)
        .map((o) => o.author),
    );
    await u.click(view.getByRole('button', { name: 'Próxima' }));
    expect(authorsShown(view)).toEqual(
      sortOpinions(strada, 'useful')
        .slice(5, 10)
        .map((o) => o.author),
    );

    // Signed out: no vote buttons and no form, the sign-in prompt instead; only the list was read.
    expect(view.queryByRole('button', { name: /útil/i })).toBeNull();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(journalOf('opinions').map((e) => e.method)).toEqual(['GET']);
  });

  it('marks a new customer (owned less than 30 days when writing) and only them', async () => {
    setupPage();
    const strada = seededOpinions('460', 'BR');
    const { view } = await open('<hub-opinions model="460" page-size="50"></hub-opinions>');
    await view.findByRole('list', { name: 'Opiniões' });
    const marks = view.queryAllByText('Cliente novo');
    const expected = strada.filter(
      (o) => Date.parse(o.createdAt) - Date.parse(o.ownedSince) < 30 * 86_400_000,
    );
    expect(marks).toHaveLength(expected.length);
  });

  it('a signed-in owner: rating required and restricted characters refused beside the fields, nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    const form = within(await view.findByRole('form', { name: 'Dê sua opinião' }));
    const u = user();
    await u.type(form.getByRole('textbox', { name: /Sua opinião/ }), ' Bom');
    await u.click(form.getByRole('button', { name: 'Publicar opinião' }));
    expect(form.getByText('Escolha uma nota de 1 a 5')).toBeTruthy();
    expect(form.getByText('O texto não pode começar com espaço')).toBeTruthy();
    const text = form.getByRole('textbox', { name: /Sua opinião/ });
    await u.type(text, 'Paguei R$ 100 de revisão', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    expect(form.getByText('Não use os caracteres & $ < > %')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('publishes once on a double click: the payload, the event, the opinion first in the list', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const { view } = await open();
    const form = within(await view.findByRole('form', { name: 'Dê sua opinião' }));
    const u = user();
    await u.click(form.getByRole('radio', { name: '4 de 5: Bom' }));
    await u.type(form.getByRole('textbox', { name: /Sua opinião/ }), 'Econômica e confortável na estrada.');
    await u.dblClick(form.getByRole('button', { name: 'Publicar opinião' }));
    await view.findByText('Sua opinião foi publicada. Obrigado!');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/opinions/v1/opinions',
      bearer: true,
      body: { model: '460', rating: 4, text: 'Econômica e confortável na estrada.' },
    });
    const success = events.find((e) => e.name === 'hub-submit-success');
    expect(success?.detail).toMatchObject({ form: 'opinion-create', model: '460', widget: 'hub-opinions' });
    expect(authorsShown(view)[0]).toBe('Ana');
    // Her own opinion has no useful button; the others keep theirs.
    const items = within(view.getByRole('list', { name: 'Opiniões' })).getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /^Marcar como útil/ })).toBeTruthy();
    expect(view.queryByRole('form')).toBeNull();
  });

  it('a failed publication keeps the text typed and offers a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.post('*/opinions/v1/opinions', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { view } = await open();
    const form = within(await view.findByRole('form', { name: 'Dê sua opinião' }));
    const u = user();
    await u.click(form.getByRole('radio', { name: '5 de 5: Muito bom' }));
    await u.type(form.getByRole('textbox', { name: /Sua opinião/ }), 'Excelente.');
    await u.click(form.getByRole('button', { name: 'Publicar opinião' }));
    await form.findByText(/Não foi possível publicar sua opinião/);
    expect((form.getByRole('textbox', { name: /Sua opinião/ }) as HTMLTextAreaElement).value).toBe(
      'Excelente.',
    );
    await u.click(form.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Sua opinião foi publicada. Obrigado!');
  });

  it('a publication refused with 429 says the wait in words and keeps the text; nothing is resent by itself', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const limit = rateLimitNext('post', '*/opinions/v1/opinions');
    const { view } = await open();
    const form = within(await view.findByRole('form', { name: 'Dê sua opinião' }));
    const u = user();
    await u.click(form.getByRole('radio', { name: '5 de 5: Muito bom' }));
    await u.type(form.getByRole('textbox', { name: /Sua opinião/ }), 'Excelente.');
    await u.click(form.getByRole('button', { name: 'Publicar opinião' }));
    expect(await form.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    expect((form.getByRole('textbox', { name: /Sua opinião/ }) as HTMLTextAreaElement).value).toBe(
      'Excelente.',
    );
    expect(limit.calls()).toBe(1);
  });

  it('someone who owns no car of the model is told so', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open('<hub-opinions model="553"></hub-opinions>');
    const form = within(await view.findByRole('form', { name: 'Dê sua opinião' }));
    const u = user();
    await u.click(form.getByRole('radio', { name: '3 de 5: Regular' }));
    await u.type(form.getByRole('textbox', { name: /Sua opinião/ }), 'Razoável.');
    await u.click(form.getByRole('button', { name: 'Publicar opinião' }));
    expect(
      await form.findByText('Só quem tem este modelo na garagem pode dar uma opinião sobre ele.'),
    ).toBeTruthy();
  });

  it('a useful vote is sent once even on a double click; the count goes up; a vote given before says so', async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const events = recordEvents();
    const { view } = await open();
    await view.findByRole('list', { name: 'Opiniões' });
    const [first, second] = sortOpinions(seededOpinions('460', 'BR'), 'recent');
    // Every request that leaves the page, answered or refused (the journal keeps only the accepted).
    const sent: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname);
    };
    sandboxServer.events.on('request:start', count);
    const u = user();
    const button = view.getAllByRole('button', { name: /^Marcar como útil a opinião de/ })[0]!;
    await u.dblClick(button);
    await view.findByRole('button', { name: 'Você achou útil', pressed: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual([`/opinions/v1/opinions/${first!.id}/useful`]);
    expect(view.queryByText('Você já tinha marcado esta opinião como útil.')).toBeNull();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: `/opinions/v1/opinions/${first!.id}/useful`,
      body: { useful: true },
    });
    expect(view.getByText(`${first!.useful + 1} pessoas acharam útil`)).toBeTruthy();
    expect(events.find((e) => e.name === 'hub-submit-success')?.detail).toMatchObject({
      form: 'opinion-useful',
      id: first!.id,
    });
    // A vote this user gave in an earlier visit: the service answers 409, the widget says so.
    sandboxServer.use(
      http.post(
        '*/opinions/v1/opinions/:id/useful',
        () => HttpResponse.json({ message: 'Already' }, { status: 409 }),
        {
          once: true,
        },
      ),
    );
    await u.click(view.getAllByRole('button', { name: /^Marcar como útil a opinião de/ })[0]!);
    expect(await view.findByText('Você já tinha marcado esta opinião como útil.')).toBeTruthy();
    expect(sent).toEqual([
      `/opinions/v1/opinions/${first!.id}/useful`,
      `/opinions/v1/opinions/${second!.id}/useful`,
    ]);
    sandboxServer.events.removeListener('request:start', count);
  });

  it("a failed load says the seed's message, and the retry loads it", async () => {
    setupPage();
    sandboxServer.use(
      http.get('*/opinions/v1/opinions', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const events = recordEvents();
    const { view } = await open();
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Erro ao carregar dados.'),
    );
    await waitFor(() => expect(events.map((e) => e.name)).toContain('hub-ready'));
    expect(events.find((e) => e.name === 'hub-ready')?.shown).toBe(true);
    await user().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('table')).toBeTruthy();
  });

  it('es-AR: Spanish opinions, labels and dates; the failure message in Spanish', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    const pulse = sortOpinions(seededOpinions('633', 'AR'), 'recent');
    const { view } = await open('<hub-opinions model="633"></hub-opinions>');
    const table = await view.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Cuántas opiniones dieron cada calificación');
    expect(within(table).getByText('5 de 5: Muy bueno')).toBeTruthy();
    expect(view.getByRole('radio', { name: 'Mejor calificadas' })).toBeTruthy();
    expect(view.getByText(pulse[0]!.text)).toBeTruthy();
    const [year, month] = pulse[0]!.createdAt.split('-');
    const monthName = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(year), Number(month) - 1, 15)),
    );
    expect(view.getAllByText(new RegExp(`de ${monthName} de ${year}`)).length).toBeGreaterThan(0);
    expect(
      view.getByText('Ingresá a tu cuenta para dejar tu opinión y marcar opiniones como útiles.'),
    ).toBeTruthy();
    sandboxServer.use(
      http.get('*/opinions/v1/opinions', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const other = await open('<hub-opinions model="674"></hub-opinions>');
    expect((await other.view.findByRole('alert')).textContent).toContain('Error al cargar los datos.');
  });
});
