import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { StaffGate } from './StaffGate.tsx';

startSandbox();
afterEach(() => signOut());

function open(market = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  const { container } = render(
    <Scoped market={market}>
      <StaffGate title="Ofertas" roles={['offer_admin', 'partner_admin']} loginUrl="/entrar">
        {(held) => <p>Área aberta para {held.join(', ')}</p>}
      </StaffGate>
    </Scoped>,
  );
  return within(container);
}

describe('StaffGate', () => {
  it('signed out: the sign-in prompt with the link', async () => {
    const view = open();
    expect(view.getByText('Esta área é para a equipe. Entre com a sua conta para continuar.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
  });

  it('a sign-in the service refuses (401): the prompt to sign in again, not a retry that cannot help', async () => {
    signIn('sandbox-token-expired');
    const view = open();
    expect(await view.findByText('A sua sessão expirou. Entre de novo para continuar.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('a customer is told in words what the area is for, and sees none of it', async () => {
    signIn('sandbox-token-ana');
    const view = open();
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(
      view.getByText('Ela é para: administração de ofertas ou administração de parceiros.'),
    ).toBeTruthy();
    expect(view.queryByText(/Área aberta/)).toBeNull();
  });

  it('es-AR: the refusal in Spanish', async () => {
    signIn('sandbox-token-martina');
    const view = open('es-AR');
    expect(await view.findByText('Tu perfil no da acceso a esta área.')).toBeTruthy();
    expect(view.getByText('Es para: administración de ofertas o administración de socios.')).toBeTruthy();
  });

  it('a role that opens the area: the area, told the roles held', async () => {
    signIn('sandbox-token-olivia');
    const view = open();
    expect(await view.findByText('Área aberta para offer_admin')).toBeTruthy();
  });

  it('a failed read of the profile: the message and a retry that reads it again', async () => {
    signIn('sandbox-token-olivia');
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/users/self`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const view = open();
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Não foi possível verificar o seu perfil.'),
    );
    await userEvent.setup().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Área aberta para offer_admin')).toBeTruthy();
  });
});
