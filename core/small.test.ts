import { describe, expect, it, vi } from 'vitest';
import { DEALERS } from '../api/sandbox/data/dealers.ts';
import { CITIES, STATES } from '../api/sandbox/data/geo.ts';
import { deleteCookie, getCookie, parentDomain, setCookie } from './cookies.ts';
import { emit } from './events.ts';
import { compareText, formatDate, formatMoney } from './format.ts';
import { createTranslator, defineMessages } from './i18n.ts';
import { readStored, STORED_TTL_MS, writeStored } from './storage.ts';

describe('i18n', () => {
  const messages = defineMessages({
    'pt-BR': { hello: 'Olá, {name}', only: 'só pt' },
    'es-AR': { hello: 'Hola, {name}', only: 'solo es' },
    brands: { jeep: { 'pt-BR': { hello: 'Olá, {name}, bem-vindo à Jeep' } } },
  });

  it('translates per language and fills placeholders', () => {
    expect(
      createTranslator(messages, { language: 'es-AR', brand: 'fiat', isHubPage: false })('hello', {
        name: 'Ana',
      }),
    ).toBe('Hola, Ana');
  });

  it('uses brand dictionaries only on hub pages', () => {
    const scope = { language: 'pt-BR', brand: 'jeep' } as const;
    expect(createTranslator(messages, { ...scope, isHubPage: true })('hello', { name: 'Ana' })).toContain(
      'Jeep',
    );
    expect(createTranslator(messages, { ...scope, isHubPage: false })('hello', { name: 'Ana' })).toBe(
      'Olá, Ana',
    );
  });
});

describe('formatting through Intl', () => {
  it('writes BRL for Brazil and ARS for Argentina', () => {
    expect(formatMoney(1234.5, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney(1234.5, 'c-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney(1234.5, 'es-AR').replace(/\s/g, ' ')).toBe('$ 1.234,50');
    expect(formatDate(new Date(2026, 10, 2), 'pt-BR')).toBe('02/11/2026');
  });

  it('writes day/month/year exactly as Intl does in both markets, calendar days without a time-zone shift', () => {
    const utc = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
    for (let i = 0; i < 400; i += 1) {
      const date = new Date(1950 + (i % 90), (i * 7) % 12, 1 + ((i * 13) % 28), (i * 5) % 24, 30);
      const day = date.toISOString().slice(0, 10);
      for (const market of ['pt-BR', 'es-AR'] as const) {
        const locale = market === 'pt-BR' ? 'pt-BR' : 'es-AR';
        expect(formatDate(date, market)).toBe(
          Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date),
        );
        expect(formatDate(day, market, utc)).toBe(Intl.DateTimeFormat(locale, utc).format(new Date(day)));
      }
    }
    expect(formatDate('2026-03-01', 'es-AR', { day: 'numeric', month: 'long' })).toMatch(/marzo/);
  });
});

describe('cookies', () => {
  it('uses the parent domain of the host, never a public suffix', () => {
    expect(parentDomain('www.jeep.com.br')).toBe('jeep.com.br');
    expect(parentDomain('jeep.com.br')).toBeNull();
    expect(parentDomain('shop.fiat.com')).toBe('fiat.com');
    expect(parentDomain('fiat.com')).toBeNull();
    expect(parentDomain('localhost')).toBeNull();
    expect(parentDomain('127.0.0.1')).toBeNull();
  });

  it('writes SameSite=Lax cookies and reads them back', () => {
    const writes: string[] = [];
    const doc = {
      cookie: '',
      location: { hostname: 'localhost', protocol: 'http:' },
    } as unknown as Document;
    Object.defineProperty(doc, 'cookie', {
      get: () => 'a=1; hub_test=caf%C3%A9',
      set: (value: string) => writes.push(value),
    });
    setCookie('hub_test', 'café', 60, doc);
    expect(writes[0]).toBe('hub_test=caf%C3%A9; Max-Age=60; Path=/; SameSite=Lax');
    expect(getCookie('hub_test', doc)).toBe('café');
    deleteCookie('hub_test', doc);
    expect(writes[1]).toContain('Max-Age=0');
  });
});

describe('storage with time to live', () => {
  it('returns values younger than 4 hours and drops older ones', () => {
    writeStored('k', { a: 1 }, 1_000);
    expect(readStored('k', STORED_TTL_MS, 1_000 + STORED_TTL_MS)?.value).toEqual({ a: 1 });
    expect(readStored('k', STORED_TTL_MS, 1_001 + STORED_TTL_MS)).toBeNull();
    localStorage.setItem('bad', '{not json');
    expect(readStored('bad')).toBeNull();
  });
});

describe('events (CONTRACT §3)', () => {
  const context = {
    brand: 'jeep',
    market: 'es-AR',
    currency: 'ARS',
    settings: { 'data-layer': 'dataLayer', 'ga4-off': false },
  };

  it('bubble, compose, name the widget, its brand and market, and reach window.dataLayer', () => {
    const host = document.createElement('hub-lead-form');
    document.body.append(host);
    const seen = vi.fn();
    document.addEventListener('hub-submit-success', (e) => seen(e.detail, e.bubbles, e.composed));
    window.dataLayer = [];
    emit(host, 'hub-submit-success', { form: 'lead-physical' }, context);
    const detail = { form: 'lead-physical', widget: 'hub-lead-form', brand: 'jeep', market: 'es-AR' };
    expect(seen).toHaveBeenCalledWith(detail, true, true);
    expect(window.dataLayer).toEqual([
      { event: 'hub-submit-success', ...detail },
      { event: 'generate_lead', currency: 'ARS', lead_source: 'lead-physical' },
    ]);
    delete window.dataLayer;
  });

  it('creates the data layer under the page’s name when the page has none yet, and skips GA4 when turned off', () => {
    const host = document.createElement('hub-whatsapp-chat');
    const scope = window as unknown as Record<string, unknown>;
    emit(
      host,
      'hub-submit-success',
      { form: 'whatsapp-chat' },
      {
        ...context,
        settings: { 'data-layer': 'hubLayer', 'ga4-off': true },
      },
    );
    expect(scope.hubLayer).toEqual([
      {
        event: 'hub-submit-success',
        form: 'whatsapp-chat',
        widget: 'hub-whatsapp-chat',
        brand: 'jeep',
        market: 'es-AR',
      },
    ]);
    delete scope.hubLayer;
  });
});

describe('compareText', () => {
  it('orders the states, provinces, cities and dealers of the sandbox as Intl.Collator does', () => {
    const lists = [
      STATES.map((s) => s.name),
      CITIES.map((c) => c.name),
      DEALERS.map((d) => d.name),
      ['Ñandú', 'Nogoyá', 'Neuquén', 'Óbidos', 'Ouro Preto', 'Água Branca', 'Aracaju', 'Çedro', 'Ceará'],
    ];
    for (const locale of ['pt-BR', 'es-AR']) {
      const collator = new Intl.Collator(locale);
      for (const list of lists) {
        const unique = [...new Set(list)];
        expect([...unique].sort((a, b) => compareText(a, b, locale))).toEqual(
          [...unique].sort((a, b) => collator.compare(a, b)),
        );
      }
    }
  });

  it('sorts as the market language does, accents and ñ included', () => {
    expect(['Salta', 'Ñuñoa', 'Neuquén'].sort((a, b) => compareText(a, b, 'es-AR'))).toEqual([
      'Neuquén',
      'Ñuñoa',
      'Salta',
    ]);
    expect(['Bahia', 'Ceará', 'Amapá', 'Acre'].sort((a, b) => compareText(a, b, 'pt-BR'))).toEqual([
      'Acre',
      'Amapá',
      'Bahia',
      'Ceará',
    ]);
  });
});
