import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ana, anaEmail, password } from '../../test/examples/fixtures.ts';
import { mount, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './sign-up.element.ts';

const sandboxState = startSandbox();
const logged: unknown[][] = [];
beforeEach(() => {
  logged.length = 0;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  for (const el of document.querySelectorAll('hub-sign-up')) el.remove();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();
const NEW = { name: 'Lucas Prado', email: 'lucas.prado@example.com', password: 'Lucas@2026' };

/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error', 'hub-sign-in'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}

async function open(attributes = '', page: Parameters<typeof setupPage>[0] = {}) {
  setupPage(page);
  const { el, root } = mount(`<hub-sign-up ${attributes} status-interval="10"></hub-sign-up>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
const checklist = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Requisitos da senha' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.slice(2));

describe('hub-sign-up: sign-up', () => {
  it('checks the password live, refuses bad input in words and sends nothing', async () => {
    const u = user();
    const { view } = await open();
    await u.type(view.getByLabelText(/^Senha/), 'abc1');
    expect(checklist(view)).toEqual([
      'De 8 a 16 caracteres: pendente',
      'Pelo menos um número: atendido',
      'Pelo menos uma letra minúscula: atendido',
      'Pelo menos uma letra maiúscula: pendente',
      'Pelo menos um caractere especial (ex.: ! @ # $ %): pendente',
      'Sem os caracteres < > + | / ? * \\: atendido',
      'Confirmação igual à senha: pendente',
    ]);
    await u.click(view.getByRole('button', { name: 'Criar conta' }));
    expect(view.getByText('Informe seu nome completo')).toBeTruthy();
    expect(
      view.getByText(
        'A senha deve ter de 8 a 16 caracteres, com número, letra minúscula, letra maiúscula e caractere especial',
      ),
    ).toBeTruthy();
    expect(view.getByText('Confirme a senha', { selector: '.hub-field-error' })).toBeTruthy();
    expect(sandboxState.journal).toEqual([]);
  });

  it('creates the account with the basic credential, then shows the validation in words and asks the quiz', async () => {
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    await u.type(view.getByLabelText(/^Nome completo/), NEW.name);
    await u.type(view.getByLabelText(/^E-mail/), NEW.email);
    await u.type(view.getByLabelText(/^Senha/), NEW.password);
    await u.type(view.getByLabelText(/^Confirme a senha/), NEW.password);
    expect(checklist(view).every((line) => line?.endsWith(': atendido'))).toBe(true);
    await u.click(view.getByRole('button', { name: 'Criar conta' }));

    await view.findByRole('heading', { name: 'Validando seus dados' });
    const [check, create] = journalOf('identity');
    expect(check).toMatchObject({
      method: 'GET',
      path: `/identity/v3/check/${encodeURIComponent(NEW.email)}`,
    });
    expect(create).toMatchObject({
      method: 'POST',
      path: '/identity/v3/users',
      auth: 'basic',
      body: { name: NEW.name, email: NEW.email, brand: 'fiat', market: 'pt-BR' },
    });
    expect(JSON.stringify(create?.body)).not.toContain(NEW.password);
    const userId = events.find((e) => e.detail.form === 'sign-up')?.detail.userId;
    expect(userId).toMatch(/^USR-/);

    const quiz = await view.findByRole('form', { name: 'Questionário de segurança' });
    expect(
      within(view.getByRole('list', { name: 'Etapas da validação' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Validando sua identidade: concluída',
      'Validando o código de segurança: concluída',
      'Consultando seus dados cadastrais: concluída',
      'Respondendo ao questionário de segurança: em andamento',
      'Sincronizando seu cadastro: a seguir',
      'Conta criada: a seguir',
    ]);
    await u.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));
    expect(within(quiz).getAllByText('Escolha uma resposta')).toHaveLength(2);
    expect(journalOf('quiz')).toEqual([]);
    await u.click(within(quiz).getByRole('radio', { name: 'Belo Horizonte' }));
    await u.click(within(quiz).getByRole('radio', { name: '4321' }));
    await u.click(within(quiz).getByRole('button', { name: 'Enviar respostas' }));

    await view.findByText('Sua conta está pronta.', { selector: 'p:not([role])' });
    expect(journalOf('quiz')[0]?.body).toMatchObject({
      answers: [
        { questionId: 'city', optionId: 'city-A' },
        { questionId: 'phone', optionId: 'phone-A' },
      ],
    });
    expect(view.getAllByText(/: concluída$/)).toHaveLength(6);
    expect(events.filter((e) => e.name === 'hub-submit-success').map((e) => e.detail.form)).toEqual([
      'sign-up',
      'identity-quiz',
      'sign-up-validated',
    ]);
    expect(view.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('tells an existing e-mail before creating anything, and offers sign-in', async () => {
    const u = user();
    const { view } = await open();
    await u.type(view.getByLabelText(/^Nome completo/), 'Ana Beatriz Souza');
    await u.type(view.getByLabelText(/^E-mail/), anaEmail);
    await u.type(view.getByLabelText(/^Senha/), NEW.password);
    await u.type(view.getByLabelText(/^Confirme a senha/), NEW.password);
    await u.click(view.getByRole('button', { name: 'Criar conta' }));
    await view.findByText('Este e-mail já tem uma conta. Entre com sua senha ou recupere o acesso.');
    expect(journalOf('identity').map((e) => e.method)).toEqual(['GET']);
    await u.click(within(view.getByRole('alert')).getByRole('button', { name: 'Já tenho conta' }));
    expect(await view.findByRole('heading', { name: 'Entre na sua conta' })).toBe(
      (view.getByRole('heading', { name: 'Entre na sua conta' }).getRootNode() as ShadowRoot).activeElement,
    );
    expect((view.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(anaEmail);
  });

  it('keeps what was typed when the validation cannot be followed, and retries', async () => {
    const u = user();
    const { view } = await open('status-interval="400"');
    await u.type(view.getByLabelText(/^Nome completo/), NEW.name);
    await u.type(view.getByLabelText(/^E-mail/), NEW.email);
    await u.type(view.getByLabelText(/^Senha/), NEW.password);
    await u.type(view.getByLabelText(/^Confirme a senha/), NEW.password);
    sandboxState.faults.set('identity', { status: 503, times: 1 });
    await u.click(view.getByRole('button', { name: 'Criar conta' }));
    await view.findByText('Um erro ocorreu, tente novamente');
    expect((view.getByLabelText(/^Nome completo/) as HTMLInputElement).value).toBe(NEW.name);
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('heading', { name: 'Validando seus dados' });
    sandboxState.faults.set('identity', { status: 503, times: 1 });
    const retry = await view.findByRole('button', { name: 'Tentar novamente' });
    expect(view.getByText('Validando sua identidade: em andamento')).toBeTruthy();
    await u.click(retry);
    await view.findByText('Validando o código de segurança: em andamento', {}, { timeout: 2000 });
  });
});

describe('hub-sign-up: sign-in', () => {
  it("says 'Ocorreu um erro, tente novamente' on a failed login, keeps the e-mail, then signs in", async () => {
    const events = recordEvents();
    const u = user();
    const { view } = await open('screen="sign-in" next-url="/minha-conta"', {
      settings: { 'weak-login-brand': 'jeep' },
      brand: 'jeep',
    });
    history.replaceState(null, '', '/entrar?brand=jeep&loginType=WEAK');
    await u.type(view.getByLabelText(/^E-mail/), anaEmail);
    await u.type(view.getByLabelText(/^Senha/), 'Errada@123');
    await u.click(view.getByRole('button', { name: 'Entrar' }));
    await view.findByText('Ocorreu um erro, tente novamente');
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-error',
      detail: { form: 'sign-in', code: '401' },
    });
    expect((view.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(anaEmail);

    const field = view.getByLabelText(/^Senha/) as HTMLInputElement;
    await u.tripleClick(field);
    await u.keyboard(password);
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Você entrou na sua conta.');
    const signIn = events.find((e) => e.name === 'hub-sign-in');
    expect(signIn?.detail).toEqual({
      userId: ana.id,
      expiresIn: 3600,
      widget: 'hub-sign-up',
      brand: 'jeep',
      market: 'pt-BR',
    });
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-success',
      detail: { form: 'sign-in', userId: ana.id },
    });
    // The token stays with the service's answer: in no event, storage or log.
    const everything = JSON.stringify([events, { ...localStorage }, { ...sessionStorage }, logged]);
    expect(everything).not.toContain('sandbox-token');
    expect(view.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      `${location.origin}/minha-conta?brand=jeep&loginType=WEAK`,
    );
  });

  it('speaks es-AR', async () => {
    const u = user();
    const { view } = await open('screen="sign-in"', { market: 'es-AR' });
    await u.type(view.getByLabelText(/^E-mail/), anaEmail);
    await u.type(view.getByLabelText(/^Contraseña/), 'Errada@123');
    await u.click(view.getByRole('button', { name: 'Ingresar' }));
    await view.findByText('Ocurrió un error, intentá de nuevo');
  });
});

describe('hub-sign-up: passwords', () => {
  it('forgot → code e-mailed → resend → new password with the code → sign-in', async () => {
    const events = recordEvents();
    const u = user();
    const { view } = await open('screen="sign-in"');
    await u.click(view.getByRole('button', { name: 'Esqueci minha senha' }));
    await view.findByRole('heading', { name: 'Esqueceu a senha?' });
    await u.type(view.getByLabelText(/^E-mail/), anaEmail);
    await u.click(view.getByRole('button', { name: 'Enviar código' }));
    await view.findByText(`Enviamos um código para ${anaEmail}.`);
    expect(journalOf('users')[0]).toMatchObject({
      path: '/users/signup/password/forgot',
      body: { email: anaEmail },
    });

    await u.click(view.getByRole('button', { name: 'Reenviar e-mail' }));
    await view.findByText(`Enviamos o e-mail de novo para ${anaEmail}.`);
    expect(journalOf('users')[1]).toMatchObject({ path: '/users/signup/password/resend-email' });

    await u.type(view.getByLabelText(/^Código recebido/), 'reset-token-1');
    await u.type(view.getByLabelText(/^Senha/), 'Nova@Senha1');
    await u.type(view.getByLabelText(/^Confirme a senha/), 'Nova@Senha1');
    await u.click(view.getByRole('button', { name: 'Salvar senha' }));
    await view.findByText('Senha salva. Agora é só entrar com ela.');
    expect(journalOf('users')[2]).toMatchObject({
      method: 'PUT',
      path: '/users/signup/password/confirm',
      body: { token: 'reset-token-1', password: 'Nova@Senha1', confirmation: 'Nova@Senha1' },
    });
    expect(events.filter((e) => e.name === 'hub-submit-success').map((e) => e.detail.form)).toEqual([
      'password-forgot',
      'password-resend',
      'password-confirm',
    ]);
    expect(JSON.stringify(events)).not.toContain('Nova@Senha1');
  });

  it("reset: the identity service's v2 reset e-mails the code, then the confirm screen", async () => {
    const events = recordEvents();
    const u = user();
    const { view } = await open(`screen="reset" email="${anaEmail}"`, { market: 'es-AR' });
    expect(view.getByRole('heading', { name: 'Renová tu contraseña' })).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Enviar código' }));
    await view.findByText(`Te enviamos un código a ${anaEmail}.`);
    expect(journalOf('identity')).toMatchObject([
      { method: 'POST', path: '/identity/v2/signup/password/reset', body: { email: anaEmail } },
    ]);
    expect(journalOf('users')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ name: 'hub-submit-success', detail: { form: 'password-reset' } });
    expect(view.getByRole('heading', { name: 'Creá una contraseña nueva' })).toBeTruthy();
  });

  it('creates the first password of an account', async () => {
    const u = user();
    const { view } = await open(`screen="create-password" email="${anaEmail}"`);
    await u.type(view.getByLabelText(/^Senha/), 'Nova@Senha1?');
    await u.type(view.getByLabelText(/^Confirme a senha/), 'Nova@Senha1?');
    await u.click(view.getByRole('button', { name: 'Salvar senha' }));
    expect(view.getByText('A senha não pode conter os caracteres < > + | / ? * \\')).toBeTruthy();
    expect(sandboxState.journal).toEqual([]);
    for (const label of [/^Senha/, /^Confirme a senha/]) {
      await u.click(view.getByLabelText(label));
      await u.keyboard('{End}{Backspace}');
    }
    await u.click(view.getByRole('button', { name: 'Salvar senha' }));
    await view.findByText('Senha salva. Agora é só entrar com ela.');
    expect(journalOf('users')[0]).toMatchObject({
      method: 'POST',
      path: '/users/signup/password',
      body: { email: anaEmail, password: 'Nova@Senha1', confirmation: 'Nova@Senha1' },
    });
  });
});

describe('hub-sign-up: brands', () => {
  it('on a brand outside the SSO brands says sign-up happens elsewhere, and calls nothing', async () => {
    const { view } = await open('elsewhere-url="https://www.peugeot.com.br/cadastro"', { brand: 'peugeot' });
    expect(view.getByText('O cadastro desta marca é feito no site da marca.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Ir para o cadastro' }).getAttribute('href')).toBe(
      'https://www.peugeot.com.br/cadastro',
    );
    expect(view.queryByRole('form')).toBeNull();
    await waitFor(() => expect(sandboxState.journal).toEqual([]));
  });
});
