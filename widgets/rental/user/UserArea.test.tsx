import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import { mount, setupPage } from '../../../test/page.ts';
import { rateLimitNext } from '../../../test/rateLimited.ts';
import { journalOf } from '../../../test/sandbox.ts';
import '../rental.element.ts';
import { rentalTestPage } from '../rental.testing.ts';

const sandbox = rentalTestPage();
const CNPJ = '11222333000181';

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function open(market = 'pt-BR') {
  setupPage({ brand: 'jeep', market });
  const { root } = mount('<hub-rental view="user"></hub-rental>');
  return within(root as unknown as HTMLElement);
}
type View = Awaited<ReturnType<typeof open>>;

async function start(view: View, u: ReturnType<typeof userEvent.setup>) {
  await u.type(await view.findByLabelText(/^cnpj/i), CNPJ);
  await u.type(view.getByLabelText(/e-mail da empresa/i), 'frota@frotasul.example.com');
  await u.click(view.getByRole('button', { name: 'Começar' }));
  await view.findByText('Empresa 11222333000181 · Cadastro iniciado');
}

describe('hub-rental user area', () => {
  it('starts the company (rental-user/start), then reads and accepts its contract (PUT contracts)', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    expect(journalOf('rental')[0]).toMatchObject({
      method: 'POST',
      path: '/rental/rental-user/start',
      body: { cnpj: CNPJ, email: 'frota@frotasul.example.com' },
    });
    const accept = await view.findByRole('button', { name: 'Aceitar contrato' });
    await u.click(accept);
    expect(view.getByText('Confirme que leu o contrato')).toBeTruthy();
    expect(journalOf('rental').some((e) => e.method === 'PUT')).toBe(false);
    await u.click(view.getByRole('checkbox', { name: /Li o contrato/ }));
    await u.click(view.getByRole('button', { name: 'Aceitar contrato' }));
    expect(await view.findByText('Aceito')).toBeTruthy();
    const put = journalOf('rental').find((e) => e.method === 'PUT');
    expect(put).toMatchObject({ path: '/rental/contracts', body: { cnpj: CNPJ, accepted: true } });
    expect(view.queryByRole('button', { name: 'Aceitar contrato' })).toBeNull();
  });

  it('a contract acceptance refused with 429 says the wait in words and holds the button, the seconds shown; nothing is sent meanwhile', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    const limit = rateLimitNext('put', '*/rental/contracts', 30);
    const accept = await view.findByRole('button', { name: 'Aceitar contrato' });
    await u.click(view.getByRole('checkbox', { name: /Li o contrato/ }));
    await u.click(accept);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    expect(accept.textContent).toBe('Aceitar contrato (30 s)');
    await u.click(accept);
    expect(limit.calls()).toBe(1);
    expect(journalOf('rental').filter((e) => e.method === 'PUT')).toEqual([]);
    expect(view.queryByText('Aceito')).toBeNull();
  });

  it('knows a company already started from users/self/rental and rental-user/result', async () => {
    sandbox.records.set('users:rental', [
      { userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', cnpj: CNPJ, email: 'frota@frotasul.example.com' },
    ]);
    sandbox.records.set('rental:companies', [{ cnpj: CNPJ, cards: [], contracts: [] }]);
    const view = await open();
    expect(await view.findByText('Empresa 11222333000181 · Cadastro aprovado')).toBeTruthy();
    expect(journalOf('rental')[0]).toMatchObject({
      path: '/rental/rental-user/result',
      query: { cnpj: CNPJ },
    });
    expect(await view.findByText('Não há contratos para esta empresa.')).toBeTruthy();
  });

  it('uploads several files at once (file/upload-bulk) with root_path and sub_path, then lists them in the files summary', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    const input = await view.findByLabelText('Arquivos');
    await u.upload(input, [pdf('contrato-social.pdf'), pdf('cartao-cnpj.pdf')]);
    await u.click(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(await view.findByText('2 arquivo(s) enviado(s).')).toBeTruthy();
    const bulk = journalOf('rental').find((e) => e.path === '/rental/file/upload-bulk');
    expect(bulk?.body).toMatchObject({
      files: [
        expect.objectContaining({ file: 'contrato-social.pdf' }),
        expect.objectContaining({ file: 'cartao-cnpj.pdf' }),
      ],
    });
    expect(sandbox.records.get('rental:files')).toEqual([
      { root_path: CNPJ, sub_path: 'RNT-11JEE', names: ['contrato-social.pdf', 'cartao-cnpj.pdf'] },
    ]);
    expect(await view.findByText('contrato-social.pdf · Recebido')).toBeTruthy();
    expect(view.getByText('cartao-cnpj.pdf · Recebido')).toBeTruthy();
    const summary = journalOf('rental').find((e) => e.path === '/rental/files/summary');
    expect(summary).toMatchObject({ auth: 'bearer', body: { proposalCode: 'RNT-11JEE' } });
    expect(summary?.headers['accept-language']).toBe('pt-BR');
  });

  it('uploads one file through file/upload, once for a double press', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    await u.upload(await view.findByLabelText('Arquivos'), pdf('procuracao.pdf'));
    await u.dblClick(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(await view.findByText('1 arquivo(s) enviado(s).')).toBeTruthy();
    expect(
      journalOf('rental')
        .filter((e) => e.path.startsWith('/rental/file/'))
        .map((e) => e.path),
    ).toEqual(['/rental/file/upload']);
  });

  it('refuses too large files and files of another kind before sending', async () => {
    const view = await open();
    const u = userEvent.setup({ applyAccept: false });
    await start(view, u);
    const input = await view.findByLabelText('Arquivos');
    await u.upload(input, [pdf('a.pdf'), pdf('enorme.pdf', MAX_DOCUMENT_MB * 1024 * 1024 + 1)]);
    await u.click(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(view.getByText('Arquivos excederam o tamanho máximo')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await u.upload(input, new File(['x'], 'frota.zip', { type: 'application/zip' }));
    await u.click(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(view.getByText('O arquivo frota.zip não é um PDF, JPG ou PNG válido')).toBeTruthy();
    expect(journalOf('rental').filter((e) => e.path.startsWith('/rental/file/'))).toEqual([]);
  });

  it('saves the payment method and the family income of the selected proposal’s product', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    await u.selectOptions(await view.findByRole('combobox', { name: /proposta/i }), 'RNT-11JEER');
    await u.click(view.getByRole('button', { name: 'Salvar forma de pagamento' }));
    expect(view.getByText('Escolha a forma de pagamento')).toBeTruthy();
    await u.click(view.getByRole('radio', { name: 'Pix' }));
    await u.click(view.getByRole('button', { name: 'Salvar forma de pagamento' }));
    expect(await view.findByText('Forma de pagamento salva.')).toBeTruthy();
    await u.type(view.getByLabelText(/renda familiar mensal/i), '15000');
    await u.click(view.getByRole('button', { name: 'Salvar renda' }));
    expect(await view.findByText('Renda familiar salva.')).toBeTruthy();
    const patches = journalOf('rental').filter((e) => e.method === 'PATCH');
    expect(patches).toEqual([
      expect.objectContaining({ path: '/rental/payments/PRD-11R/methods', body: { paymentMethod: 'PIX' } }),
      expect.objectContaining({ path: '/rental/family-income/PRD-11R', body: { familyIncome: 15000 } }),
    ]);
  });

  it('an upload refused with 429 says the wait in words and holds the retry; nothing is sent meanwhile', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    const limit = rateLimitNext('post', '*/rental/file/upload', 30);
    await u.upload(await view.findByLabelText('Arquivos'), pdf('procuracao.pdf'));
    await u.click(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(await view.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    const retry = view.getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).toBe('Tentar novamente (30 s)');
    await u.click(retry);
    expect(limit.calls()).toBe(1);
    expect(journalOf('rental').filter((e) => e.path.startsWith('/rental/file/'))).toEqual([]);
  });

  it('a failing upload says so and keeps the files for the retry', async () => {
    const view = await open();
    const u = userEvent.setup();
    await start(view, u);
    await u.upload(await view.findByLabelText('Arquivos'), pdf('procuracao.pdf'));
    sandbox.faults.set('rental', { status: 500, times: 1 });
    await u.click(view.getByRole('button', { name: 'Enviar arquivos' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('1 arquivo(s) enviado(s).')).toBeTruthy();
  });
});
