import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enrollInEvent } from '../../api/events.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './events.element.ts';

startSandbox();
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-events')) el.remove();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();
type View = ReturnType<typeof within>;

async function open(html = '<hub-events login-url="/entrar"></hub-events>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2, name: 'Eventos' });
  return { el, root, view };
}
/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
/** Each card of the list: its title and its standing in words. */
async function cards(view: View, name = 'Eventos da marca') {
  const list = await view.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('h3')?.textContent, li.querySelector('.events-standing')?.textContent]);
}
const writes = () => journalOf('events').filter((e) => e.method !== 'GET');

describe('hub-events', () => {
  it('signed out: a sign-in prompt with the sign-in link, no call', async () => {
    setupPage({ brand: 'jeep' });
    const { view } = await open();
    expect(view.getByText('Entre na sua conta para ver os eventos da marca e se inscrever.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(journalOf('events')).toEqual([]);
  });

  it("lists the brand's events of Brazil a page at a time, each standing in words (enrolled, full, over, cancelled, places left)", async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const { view } = await open();
    expect(await cards(view)).toEqual([
      ['Jeep — Dia de test-drive', 'Você está inscrito neste evento.'],
      ['Jeep — Encontro de proprietários', 'Evento lotado: as vagas acabaram.'],
      ['Jeep — Lançamento ao vivo', 'Inscrições abertas: 500 vagas.'],
      ['Jeep — Clínica de manutenção', 'Este evento já aconteceu.'],
    ]);
    expect(view.getByText('Página 1 de 2')).toBeTruthy();
    expect(journalOf('events')[0]?.query).toMatchObject({
      brand: 'jeep',
      country: 'BR',
      page: '0',
      size: '4',
    });
    await user().click(view.getByRole('button', { name: 'Próxima página' }));
    await view.findByText('Página 2 de 2');
    expect(await cards(view)).toEqual([
      ['Jeep — Feirão de fim de ano', 'Este evento foi cancelado.'],
      ['Jeep — Curso de direção defensiva', 'Inscrições abertas: resta 1 vaga.'],
    ]);
    expect(view.getByText('Página 2 de 2')).toBe(
      (view.getByText('Página 2 de 2').getRootNode() as ShadowRoot).activeElement,
    );
  });

  it('a customer enrols in the last place: PUT sent once though clicked twice, then enrolled in words and among the participants; no admin part', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-6"></hub-events>');
    await view.findByRole('heading', { level: 3, name: 'Jeep — Curso de direção defensiva' });
    expect(view.getByText('Participantes (2 de 3)')).toBeTruthy();
    const enrol = view.getByRole('button', { name: 'Quero me inscrever' });
    await u.dblClick(enrol);
    const done = await view.findByText('Inscrição confirmada! Você está inscrito neste evento.');
    expect(done.getAttribute('role')).toBe('status');
    expect(writes().map((e) => [e.method, e.path])).toEqual([['PUT', '/events/events/EVT-JEEP-6/enroll']]);
    expect(view.queryByRole('button', { name: 'Quero me inscrever' })).toBeNull();
    expect(view.getByText('Participantes (3 de 3)')).toBeTruthy();
    expect(view.getByText('Ana Beatriz Souza')).toBeTruthy();
    expect(view.queryByRole('button', { name: /Baixar participantes/ })).toBeNull();
    expect(view.queryByRole('button', { name: /Remover/ })).toBeNull();
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: expect.objectContaining({ form: 'event-enroll', id: 'EVT-JEEP-6-P3', eventId: 'EVT-JEEP-6' }),
      },
    ]);
  });

  it('a full event is said in words and offers no enrolment; the place taken meanwhile is refused in words', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const full = await open('<hub-events event-id="EVT-JEEP-2"></hub-events>');
    await full.view.findByText('Evento lotado: as vagas acabaram.');
    expect(full.view.queryByRole('button', { name: 'Quero me inscrever' })).toBeNull();
    full.el.remove();

    const events = recordEvents();
    const { view } = await open('<hub-events event-id="EVT-JEEP-6"></hub-events>');
    const enrol = await view.findByRole('button', { name: 'Quero me inscrever' });
    signIn('sandbox-token-pedro');
    await enrollInEvent(sandboxScope('jeep'), 'EVT-JEEP-6');
    signIn('sandbox-token-ana');
    await user().click(enrol);
    const refused = await view.findByText(
      'As vagas acabaram antes da sua inscrição: este evento está lotado.',
    );
    expect(refused.getAttribute('role')).toBe('alert');
    await view.findByText('Participantes (3 de 3)');
    expect(view.queryByRole('button', { name: 'Quero me inscrever' })).toBeNull();
    expect(events).toEqual([
      { name: 'hub-submit-error', detail: expect.objectContaining({ form: 'event-enroll', code: 'full' }) },
    ]);
  });

  it('a failed enrolment says the seed message and keeps the button to try again', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.put('*/events/events/:id/enroll', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-3"></hub-events>');
    await u.click(await view.findByRole('button', { name: 'Quero me inscrever' }));
    await view.findByText('Um erro ocorreu, tente novamente');
    await u.click(view.getByRole('button', { name: 'Quero me inscrever' }));
    await view.findByText('Inscrição confirmada! Você está inscrito neste evento.');
    expect(view.getByRole('link', { name: 'Acessar a transmissão' }).getAttribute('href')).toBe(
      'https://events.example.com/jeep/br/live',
    );
  });

  it('a list that fails to load: the seed message and a retry', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/events/events', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { view } = await open();
    await view.findByText('Erro ao carregar dados.');
    await user().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect((await cards(view)).length).toBe(4);
  });

  it("es-AR: Argentina's events in Spanish; Martina is enrolled in the first; back from a detail, focus returns to its button", async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    signIn('sandbox-token-martina');
    const u = user();
    const { view, root } = await open();
    expect(await cards(view, 'Eventos de la marca')).toEqual([
      ['Fiat — Jornada de manejo', 'Estás inscripto en este evento.'],
      ['Fiat — Encuentro de propietarios', 'Evento completo: no quedan lugares.'],
      ['Fiat — Lanzamiento en vivo', 'Inscripción abierta: 500 lugares.'],
      ['Fiat — Clínica de mantenimiento', 'Este evento ya se realizó.'],
    ]);
    expect(view.getByText(/20 de marzo de 2027.*10:00.*Córdoba/)).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Ver detalles: Fiat — Jornada de manejo' }));
    const title = await view.findByRole('heading', { level: 3, name: 'Fiat — Jornada de manejo' });
    expect(root.activeElement).toBe(title);
    expect(view.getByText('Participantes (2 de 30)')).toBeTruthy();
    expect(view.getByText('Martina González')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Volver a los eventos' }));
    const button = await view.findByRole('button', { name: 'Ver detalles: Fiat — Jornada de manejo' });
    expect(root.activeElement).toBe(button);
  });
});

describe('hub-events: visit schedules', () => {
  it('the visits below the list, each status in words (P, A, R, B); the pending one confirmed through visitscheduling', async () => {
    setupPage({ brand: 'fiat' });
    signIn('sandbox-token-pedro');
    const { view } = await open();
    await view.findByRole('heading', { level: 2, name: 'Seus agendamentos' });
    for (const status of ['Pendente', 'Confirmado', 'Recusado', 'Bloqueado'])
      expect(await view.findByText(`Situação: ${status}`)).toBeTruthy();
    const pending = view.getByText('Situação: Pendente').closest('li') as HTMLElement;
    await user().click(within(pending).getByRole('button', { name: /^Confirmar/ }));
    await view.findByText('Agendamento confirmado.');
    expect(writes().map((e) => [e.path, e.body, e.bearer])).toEqual([
      ['/events/visitscheduling/confirm', { scheduleId: 'VIS-4' }, true],
    ]);
    await vi.waitFor(() => expect(view.getAllByText('Situação: Confirmado')).toHaveLength(2));
    const rejected = view.getByText('Situação: Recusado').closest('li') as HTMLElement;
    expect(within(rejected).queryAllByRole('button')).toEqual([]);
  });

  it('es-AR: the statuses in Spanish', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    signIn('sandbox-token-martina');
    const { view } = await open();
    await view.findByRole('heading', { level: 2, name: 'Tus turnos' });
    for (const status of ['Pendiente', 'Confirmado', 'Rechazado', 'Bloqueado'])
      expect(await view.findByText(`Estado: ${status}`)).toBeTruthy();
  });
});

describe('hub-events for event admins', () => {
  it('an event admin downloads the participant details as a CSV file and removes a participant after confirming', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-eva');
    const events = recordEvents();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:participants');
    const u = user();
    const { view, root } = await open('<hub-events event-id="EVT-JEEP-1"></hub-events>');
    await u.click(await view.findByRole('button', { name: 'Baixar participantes (CSV)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('participantes-EVT-JEEP-1.csv');
    const csv = created.mock.calls[0]?.[0] as Blob;
    expect((await csv.text()).split('\n')[0]).toBe('participantId;name;email;enrolledAt');

    await u.click(view.getByRole('button', { name: 'Remover Carlos Henrique Lima' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Remover participante?' });
    expect(
      within(dialog).getByText('Carlos Henrique Lima deixará de participar de “Jeep — Dia de test-drive”.'),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Sim, remover' }));
    const removed = await view.findByText('Carlos Henrique Lima foi removido do evento.');
    expect(root.activeElement).toBe(removed);
    expect(writes().map((e) => [e.method, e.path])).toEqual([
      ['DELETE', '/events/events/EVT-JEEP-1/participants/EVT-JEEP-1-P2'],
    ]);
    expect(view.getByText('Participantes (1 de 40)')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Remover Carlos Henrique Lima' })).toBeNull();
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: expect.objectContaining({ form: 'event-participant-remove', id: 'EVT-JEEP-1-P2' }),
      },
    ]);
  });

  it('a virtual event: an update checked before sending, then sent; cancelled after confirming', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-eva');
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-3"></hub-events>');
    const save = await view.findByRole('button', { name: 'Salvar alteração' });
    await u.click(save);
    await view.findByText('Informe a nova data ou o novo endereço');
    await u.type(view.getByLabelText('Novo endereço da transmissão'), 'http://live.example.com');
    await u.click(save);
    await view.findByText('Informe um endereço que comece com https://');
    expect(writes()).toEqual([]);
    const link = view.getByLabelText('Novo endereço da transmissão') as HTMLInputElement;
    await u.type(link, 'https://live.example.com/jeep', {
      initialSelectionStart: 0,
      initialSelectionEnd: link.value.length,
    });
    await u.type(view.getByLabelText('Nova data'), '2027-03-01');
    await u.click(save);
    await view.findByText('Evento virtual atualizado.');
    await view.findByText(/1 de março de 2027/);
    expect(writes().map((e) => [e.path, e.body])).toEqual([
      [
        '/events/virtual-event/update',
        { eventId: 'EVT-JEEP-3', date: '2027-03-01', link: 'https://live.example.com/jeep' },
      ],
    ]);

    await u.click(view.getByRole('button', { name: 'Cancelar evento virtual' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Cancelar este evento virtual?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    await view.findByText('Evento virtual cancelado.');
    await view.findByText('Este evento foi cancelado.');
    expect(writes().at(-1)).toMatchObject({
      path: '/events/virtual-event/cancel',
      body: { eventId: 'EVT-JEEP-3' },
    });
    expect(view.queryByRole('button', { name: 'Quero me inscrever' })).toBeNull();
  });

  it('a virtual event confirmation refused with 429 says the wait in words and holds the button, the seconds shown; nothing is sent meanwhile', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-eva');
    const limit = rateLimitNext('post', '*/events/virtual-event/confirm', 30);
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-3"></hub-events>');
    const confirm = await view.findByRole('button', { name: 'Confirmar evento virtual' });
    await u.click(confirm);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.textContent).toBe('Confirmar evento virtual (30 s)');
    await u.click(confirm);
    expect(limit.calls()).toBe(1);
    expect(writes()).toEqual([]);
  });

  it('a participant download refused with 429 says the wait in words and holds the button, the seconds shown; nothing is read meanwhile', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-eva');
    const limit = rateLimitNext('get', '*/events/events/:id/participants/details', 30);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:participants');
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-1"></hub-events>');
    const download = await view.findByRole('button', { name: 'Baixar participantes (CSV)' });
    await u.click(download);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(download.textContent).toBe('Baixar participantes (CSV) (30 s)');
    await u.click(download);
    expect(limit.calls()).toBe(1);
    expect(journalOf('events').filter((e) => e.path.endsWith('/participants/details'))).toEqual([]);
    expect(created).not.toHaveBeenCalled();
  });

  it('a 403 that still comes is said in words, and nobody leaves the list', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-eva');
    sandboxServer.use(
      http.delete('*/events/events/:id/participants/:participantId', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const u = user();
    const { view } = await open('<hub-events event-id="EVT-JEEP-1"></hub-events>');
    await u.click(await view.findByRole('button', { name: 'Remover Carlos Henrique Lima' }));
    await u.click(await view.findByRole('button', { name: 'Sim, remover' }));
    await view.findByText('O seu perfil não tem permissão para esta ação.');
    expect(view.getByRole('button', { name: 'Remover Carlos Henrique Lima' })).toBeTruthy();
    expect(view.getByText('Participantes (2 de 40)')).toBeTruthy();
  });

  it('es-AR: Sofía (event_admin) sees the admin part in Spanish; a customer never does', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    signIn('sandbox-token-sofia');
    const admin = await open('<hub-events event-id="EVT-FIAT-AR-1"></hub-events>');
    await admin.view.findByRole('button', { name: 'Descargar participantes (CSV)' });
    expect(admin.view.getByRole('button', { name: 'Quitar a Santiago Pereyra' })).toBeTruthy();
    admin.el.remove();
    signIn('sandbox-token-martina');
    const customer = await open('<hub-events event-id="EVT-FIAT-AR-1"></hub-events>');
    await customer.view.findByText('Santiago Pereyra');
    expect(customer.view.queryByRole('button', { name: /Descargar participantes/ })).toBeNull();
    expect(customer.view.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });
});
