import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
});

async function open() {
  const { root } = mount('<hub-account></hub-account>');
  const page = within(root as unknown as HTMLElement);
  const heading = await page.findByRole('heading', { name: 'Documentos' });
  return within(heading.parentElement as HTMLElement);
}
const standings = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Documentos da proposta PRP-2025-0131' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('hub-account: documents', () => {
  it('each asked document with its standing in words; a refused one sent again with the bearer upload', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const view = await open();
    await view.findByRole('list', { name: 'Documentos da proposta PRP-2025-0131' });
    expect(standings(view)).toEqual([
      'RG: Recebido',
      'Comprovante de renda: Recusado: envie de novo',
      'Comprovante de residência: Não enviado',
    ]);
    const input = await view.findByLabelText('Enviar Comprovante de renda');
    const file = new File(['%PDF-1.4 renda'], 'holerite.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(input as HTMLInputElement, file);
    await view.findByText('Comprovante de renda: Recebido');
    const upload = journalOf('funding').find((e) => e.method === 'POST');
    expect(upload).toMatchObject({ path: '/funding/documents', bearer: true });
    expect(upload?.body).toMatchObject({ proposalId: 'PRP-2025-0131', type: 'INCOME' });
  });

  it('a user whose proposals ask for nothing: says so', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const { root } = mount('<hub-account></hub-account>');
    const page = within(root as unknown as HTMLElement);
    expect(await page.findByText('No se pidió documentación en tus solicitudes.')).toBeTruthy();
  });
});
