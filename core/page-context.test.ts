import { describe, expect, it } from 'vitest';
import { setupPage } from '../test/page.ts';
import { readPageMeta, resolveContext } from './page-context.ts';

describe('page context', () => {
  it('reads brand, market, skin, services, auth cookie, settings and the body marker', () => {
    setupPage({
      brand: 'jeep',
      market: 'es-AR',
      skin: 'ram',
      hubPage: true,
      services: ['lead'],
      settings: { x: '1' },
    });
    const meta = readPageMeta();
    expect(meta).toMatchObject({
      brand: 'jeep',
      market: 'es-AR',
      skin: 'ram',
      isHubPage: true,
      authCookie: 'hub_token',
    });
    expect(meta.services).toEqual({ lead: 'https://sandbox.test/lead/' });
    expect(meta.settings.x).toBe('1');
  });

  it('resolves relative service bases against the page and adds the trailing slash', () => {
    setupPage({ services: [] });
    const meta = document.createElement('meta');
    meta.name = 'hub:service:users';
    meta.content = '/api/users';
    document.head.append(meta);
    expect(readPageMeta().services.users).toBe(new URL('/api/users/', document.baseURI).href);
  });

  it('defaults to fiat, pt-BR and the brand as skin', () => {
    for (const el of document.head.querySelectorAll('meta')) el.remove();
    const { context, issues } = resolveContext(readPageMeta());
    expect(issues).toEqual([]);
    expect(context).toMatchObject({
      brand: 'fiat',
      market: 'pt-BR',
      skin: 'fiat',
      currency: 'BRL',
      country: 'BR',
    });
  });

  it('lets element attributes win over the page', () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    const { context } = resolveContext(readPageMeta(), { brand: 'peugeot', market: 'es-AR' });
    expect(context).toMatchObject({
      brand: 'peugeot',
      market: 'es-AR',
      skin: 'peugeot',
      language: 'es-AR',
      currency: 'ARS',
    });
  });

  it('maps c-BR to Portuguese texts and reports unknown values instead of crashing', () => {
    setupPage({ market: 'c-BR' });
    expect(resolveContext(readPageMeta()).context.language).toBe('pt-BR');
    const { context, issues } = resolveContext(readPageMeta(), {
      brand: 'tesla',
      market: 'en-US',
      skin: 'neon',
    });
    expect(context.brand).toBe('fiat');
    expect(issues.map((i) => i.code)).toEqual(['unknown-brand', 'unknown-market', 'unknown-skin']);
  });
});
