import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './quotation-simulator.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-quotation-simulator')) el.remove();
});

/** The showroom desk of Davi (a pt-BR seller), opened. */
async function openDesk() {
  setupPage({ brand: 'fiat', market: 'pt-BR' });
  signIn('sandbox-token-davi');
  const { root } = mount('<hub-quotation-simulator model="674" year="2026"></hub-quotation-simulator>');
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await u.click(await view.findByText('Atendimento na loja', {}, { timeout: 4000 }));
  return { view, u };
}

describe('hub-quotation-simulator showroom desk', () => {
  it('an attendant call refused with 429 says the wait in words and holds both buttons; nothing is sent meanwhile', async () => {
    const limit = rateLimitNext('post', '*/v2/requestattendant', 30);
    const { view, u } = await openDesk();
    const call = view.getByRole('button', { name: 'Chamar atendente' });
    await u.click(call);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(call.getAttribute('aria-disabled')).toBe('true');
    expect(call.textContent).toBe('Chamar atendente (30 s)');
    await u.type(view.getByRole('textbox', { name: /Nome do cliente/ }), 'Ana');
    const checkIn = view.getByRole('button', { name: 'Registrar chegada' });
    expect(checkIn.getAttribute('aria-disabled')).toBe('true');
    await u.click(call);
    await u.click(checkIn);
    expect(limit.calls()).toBe(1);
    expect(
      journalOf('dealer-sales').filter((e) => e.method === 'POST' && !e.path.endsWith('access')),
    ).toEqual([]);
  });
});
