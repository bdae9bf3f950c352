import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { recordsOf, remember, sandboxState } from '../../../api/sandbox/state.ts';
import { mount, setupPage, signIn } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../reservation.element.ts';

startSandbox();

/** Every cancel and welcome-kit request sent, answered or not (the journal keeps only successes). */
let sent: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (/\/(cancel|welcome-kit)$/.test(path)) sent.push(`${request.method} ${path.split('/').pop()}`);
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  sent = [];
  sandboxServer.events.on('request:start', onRequest);
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', onRequest);
});

/** A paid order with its balance chosen, as the service keeps it: the page resumes it at 'concluded'. */
function paidOrder(id: string, country: 'BR' | 'AR' = 'BR', later: string[] = []) {
  const at = new Date(Date.now() - 60_000).toISOString();
  const timeline = [
    'PRE_RESERVE',
    'RESERVE',
    'APPROVED_RESERVATION',
    'DEALER_PAYMENT',
    'REMAINING_PAYMENT',
    ...later,
  ];
  remember('reservations', {
    id,
    status: timeline.at(-1),
    timeline: timeline.map((status) => ({ status, at })),
    document: country === 'AR' ? '27301234568' : '52998224725',
    campaignId: country === 'AR' ? 'CMP-JEEP-AR' : 'CMP-FIAT-BR',
    mvsCode: country === 'AR' ? '826D7L3' : '553K652',
    year: country === 'AR' ? 2026 : 2025,
    colorCode: country === 'AR' ? 'PDN' : '249',
    dealerCode: '1001',
    reservationAmount: country === 'AR' ? 500000 : 5000,
    expiresAt: at,
  });
}

async function concluded(id: string, market = 'pt-BR') {
  signIn(market === 'es-AR' ? 'sandbox-token-martina' : 'sandbox-token-ana');
  setupPage({ brand: market === 'es-AR' ? 'jeep' : 'fiat', market });
  const statuses: string[] = [];
  document.addEventListener('hub-reservation-status', (e) => statuses.push(e.detail.status));
  const { root } = mount(`<hub-reservation reservation-id="${id}"></hub-reservation>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { name: /Pedido conclu[ií]do/ }, { timeout: 4000 });
  return { root, view, statuses, u: userEvent.setup() };
}

type View = ReturnType<typeof within>;
type User = ReturnType<typeof userEvent.setup>;
/** Empties a field as a user does (user-event's clear cannot see focus inside a shadow root). */
async function empty(u: User, field: HTMLElement) {
  await u.tripleClick(field);
  await u.keyboard('{Backspace}');
}
const cancels = () => sent.filter((s) => s === 'POST cancel');
const dialog = (view: View) =>
  within((view.queryByRole('alertdialog') ?? view.getByRole('dialog')) as HTMLElement);
const cancelRecord = (id: string) =>
  recordsOf<{ id: string; status: string; cancellation?: object }>('reservations').find((r) => r.id === id);

describe('hub-reservation after the order: cancellation', () => {
  it('confirm → terms accepted → reason (required, no & $ < > %) → sent once on a double click → CANCELLED in words', async () => {
    paidOrder('RSV-C1');
    const { view, u, statuses } = await concluded('RSV-C1');
    expect(statuses).toEqual(['REMAINING_PAYMENT']);
    await u.click(view.getByRole('button', { name: 'Cancelar pedido' }));

    const confirm = within(await view.findByRole('alertdialog', { name: 'Cancelar o pedido?' }));
    expect(confirm.getByText(/Tem certeza de que quer cancelar o pedido RSV-C1\?/)).toBeTruthy();
    await u.click(confirm.getByRole('button', { name: 'Sim, quero cancelar' }));

    const terms = within(view.getByRole('dialog', { name: 'Termos de cancelamento' }));
    expect(terms.getByText(/O valor da reserva, R\$\s?5\.000,00, é devolvido integralmente/)).toBeTruthy();
    await u.click(terms.getByRole('button', { name: 'Continuar' }));
    const box = terms.getByRole('checkbox', { name: 'Li e aceito os termos de cancelamento' });
    expect(terms.getByText('Aceite os termos de cancelamento para continuar.')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await u.click(box);
    await u.click(terms.getByRole('button', { name: 'Continuar' }));

    const reason = within(view.getByRole('dialog', { name: 'Motivo do cancelamento' }));
    await u.type(reason.getByLabelText(/comentário/i), 'Paguei 50% <a>');
    await u.click(reason.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(reason.getByText('Escolha um motivo.')).toBeTruthy();
    const comment = reason.getByLabelText(/comentário/i);
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getByText('Não use os caracteres & $ < > %')).toBeTruthy();
    expect(cancels()).toEqual([]);

    await u.click(reason.getByRole('radio', { name: 'O prazo de entrega é longo' }));
    await empty(u, comment);
    await u.type(comment, 'Preciso do carro antes');
    await u.dblClick(reason.getByRole('button', { name: 'Confirmar cancelamento' }));

    const done = within(await view.findByRole('dialog', { name: 'Pedido cancelado' }));
    expect(done.getByRole('status').textContent).toBe('O pedido RSV-C1 foi cancelado. Situação: Cancelado.');
    expect(cancels()).toEqual(['POST cancel']);
    expect(journalOf('reservations').find((j) => j.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'DELIVERY_TIME',
      comment: 'Preciso do carro antes',
      acceptedTerms: true,
    });
    expect(cancelRecord('RSV-C1')?.status).toBe('CANCELLED');
    expect(statuses).toEqual(['REMAINING_PAYMENT', 'CANCELLED']);

    await u.click(done.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(view.getByText('Situação: Cancelado')).toBeTruthy();
    expect(
      within(view.getByRole('list', { name: 'Linha do tempo do pedido' })).getByText('Cancelado'),
    ).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(view.queryByRole('heading', { name: 'Kit de boas-vindas' })).toBeNull();
  });

  it('keeping the order closes the modal and sends nothing', async () => {
    paidOrder('RSV-C2');
    const { view, u } = await concluded('RSV-C2');
    await u.click(view.getByRole('button', { name: 'Cancelar pedido' }));
    await u.click(dialog(view).getByRole('button', { name: 'Não, manter o pedido' }));
    await waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual(['GET welcome-kit']);
    expect(cancelRecord('RSV-C2')?.status).toBe('REMAINING_PAYMENT');
  });

  it('a failing cancellation: the failure message and a retry that keeps the reason and comment', async () => {
    paidOrder('RSV-C3');
    const { view, u, statuses } = await concluded('RSV-C3');
    await u.click(view.getByRole('button', { name: 'Cancelar pedido' }));
    await u.click(dialog(view).getByRole('button', { name: 'Sim, quero cancelar' }));
    await u.click(dialog(view).getByRole('checkbox'));
    await u.click(dialog(view).getByRole('button', { name: 'Continuar' }));
    await u.click(dialog(view).getByRole('radio', { name: 'Encontrei uma oferta melhor' }));
    await u.type(dialog(view).getByLabelText(/comentário/i), 'Outra loja');
    sandboxState.faults.set('reservations', { status: 503, times: 1 });
    await u.click(dialog(view).getByRole('button', { name: 'Confirmar cancelamento' }));

    const failed = within(await view.findByRole('dialog', { name: 'Falha no cancelamento' }));
    expect(failed.getByRole('alert').textContent).toBe(
      'Falha ao solicitar o cancelamento do pedido. Tente novamente.',
    );
    expect(cancelRecord('RSV-C3')?.status).toBe('REMAINING_PAYMENT');
    // Back to the reason: what was chosen and typed is still there.
    await u.click(failed.getByRole('button', { name: 'Voltar' }));
    expect(
      (dialog(view).getByRole('radio', { name: 'Encontrei uma oferta melhor' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((dialog(view).getByLabelText(/comentário/i) as HTMLTextAreaElement).value).toBe('Outra loja');
    sandboxState.faults.set('reservations', { status: 503, times: 1 });
    await u.click(dialog(view).getByRole('button', { name: 'Confirmar cancelamento' }));
    await u.click(
      await within(await view.findByRole('dialog', { name: 'Falha no cancelamento' })).findByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    await view.findByRole('dialog', { name: 'Pedido cancelado' });
    expect(cancels()).toEqual(['POST cancel', 'POST cancel', 'POST cancel']);
    expect(journalOf('reservations').find((j) => j.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'FOUND_BETTER_OFFER',
      comment: 'Outra loja',
      acceptedTerms: true,
    });
    expect(statuses).toEqual(['REMAINING_PAYMENT', 'CANCELLED']);
  });

  it('an order the service can no longer cancel: said in words, no retry', async () => {
    paidOrder('RSV-C4');
    const { view, u } = await concluded('RSV-C4');
    const record = cancelRecord('RSV-C4');
    if (record) record.status = 'DELIVERED';
    await u.click(view.getByRole('button', { name: 'Cancelar pedido' }));
    await u.click(dialog(view).getByRole('button', { name: 'Sim, quero cancelar' }));
    await u.click(dialog(view).getByRole('checkbox'));
    await u.click(dialog(view).getByRole('button', { name: 'Continuar' }));
    await u.click(dialog(view).getByRole('radio', { name: 'Outro motivo' }));
    await u.click(dialog(view).getByRole('button', { name: 'Confirmar cancelamento' }));
    const failed = within(await view.findByRole('dialog', { name: 'Falha no cancelamento' }));
    expect(failed.getByRole('alert').textContent).toBe('Este pedido não pode mais ser cancelado.');
    expect(failed.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});

describe('hub-reservation after the order: welcome kit', () => {
  const fillAddress = async (view: View, u: ReturnType<typeof userEvent.setup>) => {
    await u.type(view.getByLabelText(/^nome de quem recebe/i), 'Ana Beatriz Souza');
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() =>
      expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista'),
    );
    expect((view.getByLabelText(/^bairro/i) as HTMLInputElement).value).toBe('Bela Vista');
    expect((view.getByLabelText(/^cidade/i) as HTMLInputElement).value).toBe('São Paulo');
    expect((view.getByLabelText(/^estado/i) as HTMLInputElement).value).toBe('SP');
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.type(view.getByLabelText(/^complemento/i), 'Apto 12');
  };

  it('the kit from the service; bad input refused beside the fields; lookup fills the address; sent once; failure keeps the values and retries', async () => {
    paidOrder('RSV-K1');
    const { view, u } = await concluded('RSV-K1');
    const kit = within(
      (await view.findByRole('heading', { name: 'Kit de boas-vindas' })).closest('section') as HTMLElement,
    );
    expect(
      kit.getByText('Você ganhou um presente: Kit de boas-vindas. Diga para onde enviamos.'),
    ).toBeTruthy();
    // The buyer's full name (the profile's nickname 'Ana' names no surname).
    await waitFor(() =>
      expect((kit.getByLabelText(/^nome de quem recebe/i) as HTMLInputElement).value).toBe(
        'Ana Beatriz Souza',
      ),
    );
    await empty(u, kit.getByLabelText(/^nome de quem recebe/i));
    await u.type(kit.getByLabelText(/^nome de quem recebe/i), 'Ana');
    await u.type(kit.getByLabelText(/^número/i), '0');
    await u.click(kit.getByRole('button', { name: 'Enviar endereço' }));
    expect(kit.getByLabelText(/^nome de quem recebe/i).getAttribute('aria-invalid')).toBe('true');
    expect(kit.getByLabelText(/^cep/i).getAttribute('aria-invalid')).toBe('true');
    expect(kit.getByLabelText(/^número/i).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual(['GET welcome-kit']);
    await empty(u, kit.getByLabelText(/^número/i));
    await empty(u, kit.getByLabelText(/^nome de quem recebe/i));

    await fillAddress(kit, u);
    sandboxState.faults.set('reservations', { status: 500, times: 1 });
    await u.click(kit.getByRole('button', { name: 'Enviar endereço' }));
    expect((await kit.findByRole('alert')).textContent).toBe(
      'Não foi possível enviar o endereço do presente. Tente novamente.',
    );
    expect((kit.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista');
    expect((kit.getByLabelText(/^complemento/i) as HTMLInputElement).value).toBe('Apto 12');
    expect((kit.getByLabelText(/^nome de quem recebe/i) as HTMLInputElement).value).toBe('Ana Beatriz Souza');

    await u.dblClick(kit.getByRole('button', { name: 'Tentar novamente' }));
    // The form closes under the pointer: the double click's second click may land on what moved up.
    view
      .getByRole('button', { name: 'Cancelar pedido' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect((await kit.findByRole('status')).textContent).toBe(
      'Endereço do presente enviado. O kit será entregue em Ana Beatriz Souza, Avenida Paulista, 1000, Apto 12, Bela Vista, São Paulo - SP, 01310-100.',
    );
    expect(sent).toEqual(['GET welcome-kit', 'PUT welcome-kit', 'PUT welcome-kit']);
    expect(journalOf('reservations').find((j) => j.method === 'PUT')?.body).toEqual({
      recipientName: 'Ana Beatriz Souza',
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it("a postal code the lookup does not know: 'CEP NÃO ENCONTRADO', the address typed by hand", async () => {
    paidOrder('RSV-K3');
    const { view, u } = await concluded('RSV-K3');
    const kit = within(await view.findByRole('region', { name: 'Kit de boas-vindas' }));
    await u.type(kit.getByLabelText(/^cep/i), '99999999');
    expect((await kit.findByRole('status')).textContent).toBe('CEP NÃO ENCONTRADO');
    expect((kit.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('');
  });

  it("the lookup could not answer: 'try again', what was typed kept, never 'CEP NÃO ENCONTRADO'; the retry fills", async () => {
    paidOrder('RSV-K4');
    const { view, u } = await concluded('RSV-K4');
    const kit = within(await view.findByRole('region', { name: 'Kit de boas-vindas' }));
    sandboxState.faults.set('location', { status: 503, times: 3 });
    await u.type(kit.getByLabelText(/^número/i), '1000');
    await u.type(kit.getByLabelText(/^cep/i), '01310100');
    expect((await kit.findByRole('alert')).textContent).toContain(
      'Não foi possível buscar o endereço deste CEP agora.',
    );
    expect(kit.queryByText('CEP NÃO ENCONTRADO')).toBeNull();
    expect((kit.getByLabelText(/^número/i) as HTMLInputElement).value).toBe('1000');
    await u.click(kit.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect((kit.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista'),
    );
    expect((kit.getByLabelText(/^número/i) as HTMLInputElement).value).toBe('1000');
    expect(sent).toEqual(['GET welcome-kit']);
  });

  it('the kit could not be loaded: the message and a retry', async () => {
    paidOrder('RSV-K2');
    sandboxServer.use(
      http.get('*/v2/reservations/:id/welcome-kit', () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const { view, u } = await concluded('RSV-K2');
    expect(
      (await view.findByText('Não foi possível carregar o kit de boas-vindas.')).getAttribute('role'),
    ).toBe('alert');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByLabelText(/^nome de quem recebe/i)).toBeTruthy();
  });
});

/** Every text the widget shows. */
const shownText = (root: ParentNode) => Array.from(root.childNodes, (n) => n.textContent).join(' ');

describe('hub-reservation after the order: the timeline in words', () => {
  const LATER = [
    'UPLOADED_DOCS',
    'ANTI_FRAUD',
    'SIGN_CONTRACT',
    'BILLET_AVAILABLE',
    'MOUNTED_VEHICLE',
    'EXPEDITE',
    'DELIVER_TO_CCSS',
    'DELIVERED_RESERVATION',
  ];

  it('every status of the order in words, grouped by stage, never a raw code (pt-BR)', async () => {
    paidOrder('RSV-W1', 'BR', [...LATER, 'REQUESTED_CANCELLATION']);
    const { root, view } = await concluded('RSV-W1');
    expect(shownText(root)).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
    expect(view.getByText('Situação: Cancelamento solicitado')).toBeTruthy();
    // The lead the reservation opened at the dealership (GET v2/reservations/reservation-lead).
    expect(await view.findByText('Protocolo de atendimento na concessionária: L-RSV-W1')).toBeTruthy();
    const timeline = within(view.getByRole('list', { name: 'Linha do tempo do pedido' }));
    for (const words of [
      'Boleto disponível',
      'Assinatura do contrato',
      'Veículo montado',
      'Expedido',
      'Veículo entregue',
    ])
      expect(timeline.getByText(words)).toBeTruthy();
    expect(timeline.getByRole('heading', { name: 'Produção' })).toBeTruthy();
  });

  it('in Spanish for es-AR', async () => {
    paidOrder('RSV-W2', 'AR', LATER);
    const { root, view } = await concluded('RSV-W2', 'es-AR');
    expect(shownText(root)).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
    expect(view.getByText('Estado: Vehículo entregado')).toBeTruthy();
    expect(await view.findByText('Protocolo de atención en el concesionario: L-RSV-W2')).toBeTruthy();
    const timeline = within(view.getByRole('list', { name: 'Línea de tiempo del pedido' }));
    for (const words of ['Boleta disponible', 'Firma del contrato', 'Despachado', 'Enviado al concesionario'])
      expect(timeline.getByText(words)).toBeTruthy();
  });
});

describe('hub-reservation after the order: es-AR', () => {
  it('gift address and cancel in Spanish (voseo): the address validated in Spanish and sent, the amount in ARS', async () => {
    paidOrder('RSV-A1', 'AR');
    const { view, u } = await concluded('RSV-A1', 'es-AR');
    const kit = within(
      (await view.findByRole('heading', { name: 'Kit de bienvenida' })).closest('section') as HTMLElement,
    );
    expect(kit.getByText('Ganaste un regalo: Kit de bienvenida. Decinos a dónde lo enviamos.')).toBeTruthy();
    await u.click(kit.getByRole('button', { name: 'Enviar domicilio' }));
    expect(kit.getByLabelText(/^código postal/i).getAttribute('aria-invalid')).toBe('true');
    expect(kit.getByText('Ingresá la calle')).toBeTruthy();
    expect(sent).toEqual(['GET welcome-kit']);
    await empty(u, kit.getByLabelText(/^nombre de quien lo recibe/i));
    await u.type(kit.getByLabelText(/^nombre de quien lo recibe/i), 'Martina González');
    await u.type(kit.getByLabelText(/^código postal/i), 'C1425ABC');
    await u.type(kit.getByLabelText(/^calle/i), 'Avenida Santa Fe');
    await u.type(kit.getByLabelText(/^número/i), '1234');
    await u.type(kit.getByLabelText(/^barrio/i), 'Palermo');
    await u.type(kit.getByLabelText(/^ciudad/i), 'Buenos Aires');
    await u.type(kit.getByLabelText(/^provincia/i), 'CABA');
    await u.click(kit.getByRole('button', { name: 'Enviar domicilio' }));
    expect((await kit.findByRole('status')).textContent).toMatch(/^Domicilio del regalo enviado\./);
    expect(journalOf('reservations').find((j) => j.method === 'PUT')?.body).toMatchObject({
      recipientName: 'Martina González',
      postalCode: 'C1425ABC',
      number: '1234',
    });

    await u.click(view.getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = dialog(view);
    expect(confirm.getByText(/¿Estás seguro de que querés cancelar el pedido RSV-A1\?/)).toBeTruthy();
    await u.click(confirm.getByRole('button', { name: 'Sí, quiero cancelar' }));
    expect(
      dialog(view).getByText(/El valor de la reserva, \$\s?500\.000,00, se devuelve completo/),
    ).toBeTruthy();
    await u.click(dialog(view).getByRole('button', { name: 'Continuar' }));
    expect(dialog(view).getByText('Aceptá los términos de cancelación para continuar.')).toBeTruthy();
    await u.click(dialog(view).getByRole('checkbox', { name: 'Leí y acepto los términos de cancelación' }));
    await u.click(dialog(view).getByRole('button', { name: 'Continuar' }));
    await u.type(dialog(view).getByLabelText(/comentario/i), 'US$ 100');
    await u.click(dialog(view).getByRole('button', { name: 'Confirmar cancelación' }));
    expect(dialog(view).getByText('Elegí un motivo.')).toBeTruthy();
    expect(dialog(view).getByText('No uses los caracteres & $ < > %')).toBeTruthy();
    await u.click(dialog(view).getByRole('radio', { name: 'No me aprobaron la financiación' }));
    await empty(u, dialog(view).getByLabelText(/comentario/i));
    await u.click(dialog(view).getByRole('button', { name: 'Confirmar cancelación' }));
    const done = within(await view.findByRole('dialog', { name: 'Pedido cancelado' }));
    expect(done.getByRole('status').textContent).toBe('El pedido RSV-A1 fue cancelado. Estado: Cancelado.');
    expect(journalOf('reservations').find((j) => j.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'FINANCING_NOT_APPROVED',
      acceptedTerms: true,
    });
  });
});
