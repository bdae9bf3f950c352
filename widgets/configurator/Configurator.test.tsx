import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSharedAnswers } from '../../api/inflight.ts';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { formatMoney } from '../../core/format.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { encodeConfiguration } from '../../domain/car/store/shareCode.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { SHARE_PARAM } from './shareLink.ts';
import './configurator.element.ts';

startSandbox();

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');
const MODEL = argo[0]!.modelCode;
const FIRST = argo[0]!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function open(html = `<hub-configurator model="${MODEL}"></hub-configurator>`) {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  const listen = (name: string) =>
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  for (const name of ['hub-step-change', 'hub-configuration-change']) listen(name);
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findAllByRole('radio', {}, { timeout: 4000 });
  return { el, root, view, events, u: userEvent.setup() };
}
type Opened = Awaited<ReturnType<typeof open>>;

async function chooseFirstVersion({ view, u }: Opened) {
  const radio = view.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === FIRST.mvsCode)!;
  await u.click(radio);
  await u.click(view.getByRole('button', { name: 'Continuar' }));
  await view.findByRole('checkbox', { name: /Rodas de liga leve 18/ }, { timeout: 4000 });
}

const box = (view: Opened['view'], name: RegExp) => view.getByRole('checkbox', { name }) as HTMLInputElement;

describe('hub-configurator (pt-BR)', () => {
  it('chooses a version, resolves a conflict in the modal (cancel restores, confirm applies) and fires events', async () => {
    setupPage();
    const opened = await open();
    const { view, u, events } = opened;
    await chooseFirstVersion(opened);
    expect(events.find((e) => e.name === 'hub-step-change')?.detail).toMatchObject({
      step: 'optionals',
      widget: 'hub-configurator',
    });
    await u.click(box(view, /Rodas de liga leve 18/));
    expect(box(view, /Rodas de liga leve 18/).checked).toBe(true);

    await u.click(box(view, /Rodas de liga leve 17/));
    const dialog = await view.findByRole('alertdialog', { name: 'Confirme a alteração' });
    expect(within(dialog).getByText('Serão adicionados:')).toBeTruthy();
    expect(dialog.querySelector('[data-plan="add"]')?.textContent).toContain('Rodas de liga leve 17"');
    expect(dialog.querySelector('[data-plan="remove"]')?.textContent).toContain('Rodas de liga leve 18"');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(box(view, /Rodas de liga leve 18/).checked).toBe(true);
    expect(box(view, /Rodas de liga leve 17/).checked).toBe(false);

    await u.click(box(view, /Rodas de liga leve 17/));
    await u.click(within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(box(view, /Rodas de liga leve 17/).checked).toBe(true);
    expect(box(view, /Rodas de liga leve 18/).checked).toBe(false);

    // Inclusive: ADAS brings the front sensor.
    await u.click(box(view, /Pacote ADAS/));
    const adas = await view.findByRole('alertdialog');
    expect(adas.querySelector('[data-plan="add"]')?.textContent).toContain(
      'Sensor de estacionamento dianteiro',
    );
    await u.click(within(adas).getByRole('button', { name: 'Confirmar' }));
    expect(box(view, /Sensor de estacionamento dianteiro/).checked).toBe(true);

    const car = hubStore.get(carAtom);
    const last = events.filter((e) => e.name === 'hub-configuration-change').at(-1)?.detail;
    expect(last).toMatchObject({
      widget: 'hub-configurator',
      mvs: FIRST.mvsCode,
      color: null,
      parts: ['R17', 'ADS', 'PSD'],
      total: car.totals.total,
    });
    expect(car.totals.optionalsTotal).toBe(1990 + 4990 + 1290);
    const totals = view.getByRole('complementary', { name: 'Valores' });
    expect(totals.textContent).toContain(formatMoney(car.totals.total, 'pt-BR'));
    expect(totals.textContent).toContain(formatMoney(car.totals.optionalsTotal, 'pt-BR'));
  });

  it('checks a picked version at once; the totals and the steps it unlocks follow right after the click', async () => {
    setupPage();
    const { view } = await open();
    const radio = view
      .getAllByRole('radio')
      .find((r) => (r as HTMLInputElement).value === FIRST.mvsCode) as HTMLInputElement;
    // The browser's click, outside act: React renders what the click itself updates before returning.
    radio.click();
    expect(radio.checked).toBe(true);
    expect(view.queryByRole('complementary', { name: 'Valores' })).toBeNull();
    expect(view.getByText('Escolha uma versão para continuar.')).toBeTruthy();
    // The car the pick makes renders next: the totals, the steps unlocked, the radio still checked.
    await view.findByRole('complementary', { name: 'Valores' });
    expect(view.queryByText('Escolha uma versão para continuar.')).toBeNull();
    expect(radio.checked).toBe(true);
    expect(hubStore.get(carAtom).mvs?.code).toBe(FIRST.mvsCode);
  });

  it('forces a colour change when an optional limits colours, and disables invalid colours with a reason', async () => {
    setupPage();
    const opened = await open();
    const { view, u } = opened;
    await chooseFirstVersion(opened);
    await u.click(view.getByRole('button', { name: /Cor$/ }));
    const special = (await view.findByRole('radio', {
      name: /Branco Banchisa e teto Preto/,
    })) as HTMLInputElement;
    await u.click(special);
    expect(special.checked).toBe(true);
    await u.click(view.getByRole('button', { name: /Opcionais$/ }));
    await u.click(await view.findByRole('checkbox', { name: /Teto pintado preto/ }));
    const dialog = await view.findByRole('alertdialog');
    expect(dialog.textContent).toContain('não é compatível');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    // Sent to the colour step, colour cleared, incompatible colours disabled with the reason.
    const black = (await view.findByRole('radio', { name: /Preto Vesúvio/ })) as HTMLInputElement;
    expect(black.disabled).toBe(true);
    expect(black.getAttribute('aria-describedby')).toBeTruthy();
    expect(view.getAllByText('Indisponível com Teto pintado preto').length).toBeGreaterThan(0);
    expect(hubStore.get(carAtom).color).toBeNull();
    const groups = view.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(groups).toEqual(expect.arrayContaining(['Sólidas', 'Metálicas', 'Perolizadas', 'Especiais']));
  });

  it('restores the configuration after a reload, and round-trips a share link', async () => {
    setupPage();
    const first = await open();
    await chooseFirstVersion(first);
    await first.u.click(box(first.view, /Teto solar panorâmico/));
    first.el.remove();

    // The reload returns to the step the shopper was on (Opcionais), with the chosen version.
    const again = mount(`<hub-configurator model="${MODEL}"></hub-configurator>`);
    const againView = within(again.root as unknown as HTMLElement);
    await againView.findByText('Recuperamos a configuração que você salvou.');
    expect(
      (await againView.findByRole('checkbox', { name: /Teto solar panorâmico/ })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    await userEvent.setup().click(againView.getByRole('button', { name: /Versão$/ }));
    const checked = (await againView.findAllByRole('radio')).find(
      (r) => (r as HTMLInputElement).checked,
    ) as HTMLInputElement;
    expect(checked.value).toBe(FIRST.mvsCode);
    again.el.remove();

    // A share link opens exactly its configuration, whatever is stored; unknown ids are reported.
    const code = encodeConfiguration({
      mvs: FIRST.mvsCode,
      year: 2026,
      color: 'fiat-612',
      coating: `${FIRST.mvsCode}-CTX`,
      parts: [`${FIRST.mvsCode}-R18`, 'GONE-1'],
      services: [],
      accessories: ['fiat-52102401'],
    });
    window.history.replaceState(null, '', `/?${SHARE_PARAM}=${code}`);
    const shared = await open(`<hub-configurator model="${MODEL}" initial-step="resume"></hub-configurator>`);
    await shared.view.findByText(
      /Alguns itens do link não estão mais disponíveis: GONE-1/,
      {},
      { timeout: 4000 },
    );
    const car = hubStore.get(carAtom);
    expect(car.mvs?.code).toBe(FIRST.mvsCode);
    expect(car.color?.code).toBe('612');
    expect(car.coating?.code).toBe('CTX');
    expect(car.parts.map((p) => p.code)).toEqual(['R18', '52102401']);
    await shared.u.click(shared.view.getByRole('button', { name: /Resumo$/ }));
    const link = (await shared.view.findByRole('textbox', {
      name: 'Link desta configuração',
    })) as HTMLInputElement;
    expect(new URL(link.value).searchParams.get(SHARE_PARAM)).toBe(
      encodeConfiguration({
        mvs: FIRST.mvsCode,
        year: 2026,
        color: 'fiat-612',
        coating: `${FIRST.mvsCode}-CTX`,
        parts: [`${FIRST.mvsCode}-R18`],
        services: [],
        accessories: ['fiat-52102401'],
      }),
    );
    const whatsapp = shared.view.getByRole('link', { name: /Compartilhar no WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toContain(`https://wa.me/?text=`);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(link.value);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
  });

  it('tells the user the price is unavailable and retries; the catalogue failure shows the generic message', async () => {
    setupPage();
    let fail = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/price/price`, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const opened = await open();
    await chooseFirstVersion(opened);
    await opened.view.findByText('Preço indisponível no momento', {}, { timeout: 4000 });
    expect(hubStore.get(carAtom).prices.parts).toEqual([]);
    fail = false;
    await opened.u.click(opened.view.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(opened.view.queryByText('Preço indisponível no momento')).toBeNull());
    opened.el.remove();

    // Another page, whose catalogue fails (this page keeps the catalogue it has read).
    forgetSharedAnswers();
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/catalog/mvs/all`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { root } = mount(`<hub-configurator model="${MODEL}"></hub-configurator>`);
    await within(root as unknown as HTMLElement).findByText(
      'Um erro ocorreu, tente novamente',
      {},
      { timeout: 4000 },
    );
  });
});

describe('hub-configurator, a catalogue that never answers (issue 16)', () => {
  it('stops “Carregando…” at the read deadline with the generic message, and the retry loads the versions', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    sandboxServer.use(http.get(`${SANDBOX_BASE}/catalog/mvs/all`, () => delay('infinite'), { once: true }));
    const { root } = mount(`<hub-configurator model="${MODEL}"></hub-configurator>`);
    const view = within(root as unknown as HTMLElement);
    const alert = await view.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(view.queryByRole('alert')).toBeNull(), { timeout: 4000 });
    expect(view.queryByText('Carregando…')).toBeNull();
  });
});

describe('hub-configurator (es-AR)', () => {
  it('speaks voseo and formats ARS', async () => {
    setupPage({ market: 'es-AR' });
    const opened = await open();
    const { view } = opened;
    expect(view.getByRole('heading', { level: 2, name: 'Armá tu auto' })).toBeTruthy();
    expect(view.getByRole('heading', { level: 2, name: '¿Dónde estás?' })).toBeTruthy();
    expect(view.getByRole('navigation', { name: 'Etapas de la configuración' })).toBeTruthy();
    expect(view.getByText('Elegí una versión para continuar.')).toBeTruthy();
    const ar = FIRST.price.AR!;
    expect(opened.root.textContent).toContain(formatMoney(ar, 'es-AR'));
  });
});
