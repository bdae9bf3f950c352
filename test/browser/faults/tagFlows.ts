import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultKind } from './faultKinds.ts';

/** The service call a flow's fault is put on: the service key, the method (GET by default), the path. */
export interface ServiceCall {
  service: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Tested against the request's path, e.g. `/sandbox/recall/recall/fiat/ABC1D23`. */
  path: RegExp;
}

/**
 * One tag's main flow in the fault suite: where it lives, how it starts, which call fails, what the
 * user must see then, how it ends once the service is back, and what typed values must stay.
 */
export interface TagFlow {
  tag: string;
  /** The main flow, in words. */
  name: string;
  /** The demo page (default: the empty CMS page). */
  page?: string;
  /** Markup put into the page's slot (the tag alone), when the page does not hold it. */
  markup?: string;
  /** A sandbox user signed in before the page loads. */
  user?: string;
  /** The element, when the page holds several of the tag (default: the first `tag`). */
  selector?: string;
  call: ServiceCall;
  /** What the user types and presses to make the call (none: the call is made on load). */
  start?: (widget: Locator, page: Page) => Promise<void>;
  /** The failure message shown (default: the core's generic failure, pt-BR). */
  message?: string;
  /** A different message for some fault kinds (e.g. the seed's own text for a refused request). */
  messages?: Partial<Record<FaultKind, string>>;
  /** The retry's name (default 'Tentar novamente'). */
  retry?: string;
  /** What shows once the call succeeds. */
  done: (widget: Locator, page: Page) => Promise<void>;
  /** The typed values still there (after each failure and at the end). */
  kept?: (widget: Locator, page: Page) => Promise<void>;
}

/** A car as the page's configurator would hand it over. */
const CAR = 'mvs="553K652" year="2025" price="76990" color-code="249"';

const sees = (text: string | RegExp) => async (widget: Locator) => {
  await expect(widget.getByText(text).first()).toBeVisible();
};

/** The address's states are listed (the lead form, the location selector). */
const statesListed = async (widget: Locator) => {
  await expect(
    widget.getByRole('combobox', { name: /Estado/ }).getByRole('option', { name: 'Bahia' }),
  ).toBeAttached();
};

/** The brand's models are listed (the WhatsApp chat, the test drive). */
const modelsListed = async (widget: Locator) => {
  await expect(widget.getByRole('option', { name: 'Strada' })).toBeAttached();
};

/** The failure is gone once the call succeeds: no message, no retry. */
const recovered = (message: string) => async (widget: Locator) => {
  await expect(widget.getByText(message)).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
};

/** Every tag's main flow (issue 16 item 5): a new tag adds its row here. */
export const TAG_FLOWS: TagFlow[] = [
  {
    tag: 'hub-lead-form',
    name: 'the states of the address load',
    markup: '<hub-lead-form origin="faults"></hub-lead-form>',
    user: 'ana',
    message: 'Não foi possível carregar estados e cidades.',
    call: { service: 'location', path: /\/country\/BR\/state$/ },
    done: statesListed,
  },
  {
    tag: 'hub-recall-search',
    name: 'a plate is looked up',
    markup: '<hub-recall-search></hub-recall-search>',
    call: { service: 'recall', path: /\/recall\/fiat\/ABC1D23$/ },
    start: async (widget) => {
      await widget.getByRole('textbox', { name: 'Placa do veículo' }).fill('ABC1D23');
      await widget.getByRole('button', { name: 'Consultar' }).click();
    },
    done: sees('Airbag do passageiro'),
    kept: async (widget) => {
      await expect(widget.getByRole('textbox', { name: 'Placa do veículo' })).toHaveValue('ABC1D23');
    },
  },
  {
    tag: 'hub-voucher-area',
    name: 'the available vouchers load',
    markup: '<hub-voucher-area></hub-voucher-area>',
    user: 'ana',
    call: { service: 'vouchers', path: /\/fidelity\/available$/ },
    done: sees('Bônus de R$ 500 na compra do seu Fiat'),
  },
  {
    tag: 'hub-financing',
    name: "the car's financing is simulated",
    markup: `<hub-financing ${CAR}></hub-financing>`,
    call: { service: 'funding', method: 'POST', path: /\/cdc\/simulateProposalFlow$/ },
    message: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.',
    // A refused simulation (4xx) is the seed's "this term is not offered" case.
    messages: { 'http-4xx-json': 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO.' },
    done: sees('Parcela mensal'),
  },
  {
    tag: 'hub-location-selector',
    name: 'the states load',
    markup: '<hub-location-selector></hub-location-selector>',
    message: 'Não foi possível carregar estados e cidades.',
    call: { service: 'location', path: /\/country\/BR\/state$/ },
    done: statesListed,
  },
  {
    tag: 'hub-dealer-picker',
    name: 'dealers near a postal code',
    markup: '<hub-dealer-picker></hub-dealer-picker>',
    call: { service: 'dealers', path: /\/dealer\// },
    start: async (widget) => {
      await widget.getByRole('textbox', { name: /^cep/i }).pressSequentially('30130010');
    },
    message: 'Não foi possível carregar as concessionárias.',
    done: async (widget) => {
      await expect(widget.locator('input[name="dealer"]').first()).toBeAttached();
    },
    kept: async (widget) => {
      await expect(widget.getByRole('textbox', { name: /^cep/i })).toHaveValue('30130-010');
    },
  },
  {
    tag: 'hub-whatsapp-chat',
    name: 'the models load',
    markup: '<hub-whatsapp-chat></hub-whatsapp-chat>',
    message: 'Não foi possível carregar os modelos.',
    call: { service: 'catalog', path: /\/model$/ },
    done: modelsListed,
  },
  {
    tag: 'hub-test-drive',
    name: 'the models load',
    markup: '<hub-test-drive origin="faults"></hub-test-drive>',
    message: 'Não foi possível carregar os modelos.',
    call: { service: 'catalog', path: /\/model$/ },
    done: modelsListed,
  },
  {
    tag: 'hub-configurator',
    name: 'the versions load',
    markup: '<hub-configurator></hub-configurator>',
    call: { service: 'catalog', path: /\/mvs\/all$/ },
    done: async (widget) => {
      await expect(widget.getByRole('radio').first()).toBeVisible();
    },
  },
  {
    tag: 'hub-version-comparator',
    name: 'the comparison loads',
    markup: '<hub-version-comparator></hub-version-comparator>',
    call: { service: 'catalog', path: /\/comparisons$/ },
    message: 'Itens indisponíveis no momento.',
    done: sees('Comparação das versões de todos os modelos'),
  },
  {
    tag: 'hub-reservation',
    name: "the car's reservation campaign loads",
    markup: `<hub-reservation ${CAR}></hub-reservation>`,
    user: 'ana',
    call: { service: 'reservations', path: /\/v2\/campaigns$/ },
    done: async (widget) => {
      await expect(widget.getByRole('button', { name: 'Quero reservar' })).toBeVisible();
    },
  },
  {
    tag: 'hub-payment-cards',
    name: 'the saved cards load',
    markup: '<hub-payment-cards></hub-payment-cards>',
    user: 'ana',
    call: { service: 'cards', path: /\/v2$/ },
    done: sees('Visa final 1111'),
  },
  {
    tag: 'hub-garage',
    name: 'the cars owned load',
    markup: '<hub-garage></hub-garage>',
    user: 'ana',
    call: { service: 'garage', path: /\/v1\/owned$/ },
    done: sees('Placa KZD4X74'),
  },
  {
    tag: 'hub-account',
    name: 'the personal data load',
    markup: '<hub-account></hub-account>',
    user: 'ana',
    call: { service: 'users', path: /\/users\/self$/ },
    done: sees('Ana Beatriz Souza'),
  },
  {
    tag: 'hub-my-orders',
    name: 'the orders load',
    markup: '<hub-my-orders></hub-my-orders>',
    user: 'ana',
    call: { service: 'reservations', path: /\/user-reserves$/ },
    message: 'Não foi possível carregar seus pedidos.',
    done: sees('Você ainda não tem pedidos.'),
  },
  {
    tag: 'hub-offers',
    name: 'the offers are searched',
    markup: '<hub-offers></hub-offers>',
    call: { service: 'offers-search', method: 'POST', path: /\/offers-search\/$/ },
    done: async (widget) => {
      await expect(widget.getByRole('button', { name: 'Ver oferta' }).first()).toBeVisible();
    },
  },
  {
    tag: 'hub-events',
    name: 'the events load',
    markup: '<hub-events></hub-events>',
    user: 'ana',
    message: 'Erro ao carregar dados.',
    call: { service: 'events', path: /\/events$/ },
    done: sees('Fiat — Dia de test-drive'),
  },
  {
    tag: 'hub-manuals',
    name: 'the manuals are searched',
    markup: '<hub-manuals></hub-manuals>',
    user: 'ana',
    message: 'Erro ao carregar dados.',
    call: { service: 'manuals', path: /\/search$/ },
    done: sees('Manual do proprietário Mobi 2026'),
  },
  {
    tag: 'hub-opinions',
    name: "the model's opinions load",
    page: '/pages/opinions/fiat.html',
    call: { service: 'opinions', path: /\/v1\/opinions$/ },
    message: 'Erro ao carregar dados.',
    done: sees('Avaliação dos clientes'),
  },
  {
    tag: 'hub-promotion',
    name: "the participant's agreement is read",
    page: '/pages/promotion/fiat.html',
    call: { service: 'promotions', path: /\/participant\/agreed\// },
    done: async (widget) => {
      await expect(widget.getByRole('button', { name: 'Quero participar' })).toBeVisible();
    },
  },
  {
    tag: 'hub-offers-admin',
    name: 'the offers to manage load',
    page: '/pages/offers-admin/fiat.html',
    call: { service: 'offers-search', method: 'POST', path: /\/offers-search\/$/ },
    message: 'Erro ao carregar dados.',
    done: async (widget) => {
      await expect(widget.getByRole('button', { name: 'Editar' }).first()).toBeVisible();
    },
  },
  {
    tag: 'hub-loyalty',
    name: "the member's programme loads",
    page: '/pages/loyalty/jeep.html',
    call: { service: 'loyalty', path: /\/jeep\/self$/ },
    done: sees('Seus pontos: 150.'),
  },
  {
    tag: 'hub-integration-admin',
    name: "the journeys' integration errors load",
    page: '/pages/integration-admin/fiat.html',
    call: { service: 'integration', path: /\/journey-integration-errors$/ },
    message: 'Erro ao carregar dados.',
    done: recovered('Erro ao carregar dados.'),
  },
  {
    tag: 'hub-rental',
    name: "the company's proposals load",
    page: '/pages/rental.html',
    selector: 'hub-rental[view="proposals"]',
    call: { service: 'rental', path: /\/v2\/timeline\/rental$/ },
    message: 'Não foi possível carregar suas propostas.',
    done: recovered('Não foi possível carregar suas propostas.'),
  },
  {
    tag: 'hub-coupons',
    name: "the offer's coupon loads",
    page: '/pages/coupons/fiat.html',
    selector: 'hub-coupons:not([mode])',
    call: { service: 'coupons', path: /\/coupons\/default\/offer\// },
    done: sees(/Cupom desta oferta em .*: BEMVINDO10/),
  },
  {
    tag: 'hub-sign-up',
    name: 'an account is created',
    page: '/pages/sign-up/fiat.html',
    call: { service: 'identity', method: 'POST', path: /\/v3\/users$/ },
    start: async (widget) => {
      await widget.getByLabel(/Nome completo/).fill('Lucas Prado');
      await widget.getByLabel(/E-mail/).fill('lucas.faults@example.com');
      await widget.getByLabel(/^Senha/).fill('Lucas@2026');
      await widget.getByLabel(/Confirme a senha/).fill('Lucas@2026');
      await widget.getByRole('button', { name: 'Criar conta' }).click();
    },
    done: async (widget) => {
      await expect(widget.getByRole('heading', { name: 'Validando seus dados' })).toBeVisible();
    },
    kept: async (widget) => {
      if (await widget.getByRole('heading', { name: 'Validando seus dados' }).count()) return;
      await expect(widget.getByLabel(/Nome completo/)).toHaveValue('Lucas Prado');
      await expect(widget.getByLabel(/E-mail/)).toHaveValue('lucas.faults@example.com');
    },
  },
  {
    tag: 'hub-quotation-simulator',
    name: "the seller's sales session opens",
    page: '/pages/quotation-simulator/fiat.html',
    call: { service: 'dealer-sales', method: 'POST', path: /\/v2\/access$/ },
    message: 'Erro ao carregar dados.',
    done: recovered('Erro ao carregar dados.'),
  },
];

/**
 * Tags whose main flow makes no service call, so the fault kinds have nothing to fail: each says why
 * and where its own failures are proved.
 */
export const WITHOUT_SERVICE_CALLS: Readonly<Record<string, string>> = {
  'hub-vin-scanner':
    'reads a VIN from the camera on the device and calls no service; its camera and decoder failures are proved in vin-scanner.spec.ts',
};
