import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mount, SANDBOX_BASE, setupPage } from '../../../test/page.ts';
import { journalOf } from '../../../test/sandbox.ts';
import '../rental.element.ts';
import { rentalTestPage } from '../rental.testing.ts';

const sandbox = rentalTestPage();
const CUIT = '30712345671';
const ANA = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });

async function open() {
  setupPage({ brand: 'jeep', market: 'es-AR' });
  const { root } = mount('<hub-rental view="user"></hub-rental>');
  return within(root as unknown as HTMLElement);
}

describe('hub-rental user area for an Argentine company (es-AR, CUIT)', () => {
  it('asks for the CUIT, refuses a CNPJ or a wrong CUIT in Spanish, and starts the company with a `cuit` key', async () => {
    const view = await open();
    const u = userEvent.setup();
    expect(await view.findByText(/Ingresá el CUIT y el e-mail de la empresa/)).toBeTruthy();
    expect(view.queryByLabelText(/^cnpj/i)).toBeNull();
    const cuit = view.getByLabelText(/^cuit/i);
    await u.type(cuit, '30712345672');
    await u.type(view.getByLabelText(/e-mail de la empresa/i), 'flota@flotasur.example.com');
    await u.click(view.getByRole('button', { name: 'Empezar' }));
    expect(view.getByText('Ingresá un CUIT válido')).toBeTruthy();
    expect(journalOf('rental').filter((e) => e.method === 'POST')).toEqual([]);
    const fixed = view.getByLabelText(/^cuit/i);
    expect(fixed.getAttribute('aria-invalid')).toBe('true');
    await u.tripleClick(fixed);
    await u.keyboard(CUIT);
    await u.click(view.getByRole('button', { name: 'Empezar' }));
    expect(await view.findByText('Empresa 30712345671 · Registro iniciado')).toBeTruthy();
    const start = journalOf('rental').find((e) => e.path === '/rental/rental-user/start');
    expect(start?.body).toEqual({ cuit: CUIT, email: 'flota@flotasur.example.com' });
  });

  it('reads the contracts, cards and files of a company keyed by its CUIT and acts on them with the CUIT', async () => {
    sandbox.records.set('users:rental', [{ userId: ANA, cuit: CUIT, email: 'flota@flotasur.example.com' }]);
    sandbox.records.set('rental:companies', [
      { cuit: CUIT, cards: [], contracts: [{ id: 'CTR-AR1', accepted: false }] },
    ]);
    const view = await open();
    const u = userEvent.setup();
    expect(await view.findByText('Empresa 30712345671 · Registro aprobado')).toBeTruthy();
    expect(journalOf('rental')[0]).toMatchObject({
      path: '/rental/rental-user/result',
      query: { cuit: CUIT },
    });
    // Contracts: read and accepted with the CUIT.
    await u.click(await view.findByRole('checkbox', { name: /Leí el contrato CTR-AR1/ }));
    await u.click(view.getByRole('button', { name: 'Aceptar contrato' }));
    expect(await view.findByText('Aceptado')).toBeTruthy();
    const put = journalOf('rental').find((e) => e.path === '/rental/contracts' && e.method === 'PUT');
    expect(put?.body).toEqual({ cuit: CUIT, contractId: 'CTR-AR1', accepted: true });
    // Cards: listed, added and made favourite under the CUIT.
    expect(await view.findByText('La empresa todavía no tiene tarjetas.')).toBeTruthy();
    const cardsList = journalOf('rental').find((e) => e.path === '/rental/card-management');
    expect(cardsList?.query).toEqual({ cuit: CUIT });
    await u.type(view.getByLabelText(/número de la tarjeta/i), '4111111111111111');
    await u.type(view.getByLabelText(/vencimiento/i), '1230');
    await u.type(view.getByLabelText(/nombre como figura/i), 'Flota Sur');
    await u.click(view.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(await view.findByText(/Tarjeta Visa .*1111 agregada\./)).toBeTruthy();
    const post = journalOf('rental').find((e) => e.method === 'POST' && e.path === '/rental/card-management');
    expect(post?.body).toMatchObject({ cuit: CUIT, number: '4111111111111111' });
    expect(post?.body).not.toHaveProperty('cnpj');
    // Files: uploaded in bulk under the CUIT as root_path.
    await u.selectOptions(await view.findByRole('combobox', { name: /propuesta/i }), 'RNT-11JEE');
    await u.upload(await view.findByLabelText('Archivos'), [pdf('estatuto.pdf'), pdf('constancia-cuit.pdf')]);
    await u.click(view.getByRole('button', { name: 'Enviar archivos' }));
    expect(await view.findByText('2 archivo(s) enviado(s).')).toBeTruthy();
    expect(sandbox.records.get('rental:files')).toEqual([
      { root_path: CUIT, sub_path: 'RNT-11JEE', names: ['estatuto.pdf', 'constancia-cuit.pdf'] },
    ]);
  });

  it('the sandbox reads the company key by the market: a CUIT in es-AR, a CNPJ in pt-BR', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const start = (language: string, body: object) =>
      fetch(`${SANDBOX_BASE}/rental/rental-user/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      });
    const email = 'flota@flotasur.example.com';
    expect((await start('es-AR', { cnpj: '11222333000181', email })).status).toBe(422);
    expect((await start('pt-BR', { cuit: CUIT, email })).status).toBe(422);
    expect((await start('es-AR', { cuit: CUIT, email })).status).toBe(201);
    expect((await start('pt-BR', { cnpj: '11222333000181', email })).status).toBe(201);
  });
});
