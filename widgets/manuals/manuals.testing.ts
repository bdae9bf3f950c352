import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { mount, setupPage, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './manuals.element.ts';

/** hub-manuals' component tests: the sandbox, a clean page after each test, the mounting helpers. Tests only. */
export function startManualsTests(): void {
  startSandbox();
  afterEach(() => {
    signOut();
    for (const el of document.querySelectorAll('hub-manuals')) el.remove();
  });
}

/** A user-event user. */
export const user = () => userEvent.setup();

async function open(market: string, html: string, heading: RegExp) {
  setupPage({ brand: 'fiat', market });
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2, name: heading });
  return { el, root, view };
}
/** Mounts the owners' hub-manuals (Fiat) in `market`, once its heading is drawn. */
export const owner = (market = 'pt-BR', attrs = '') =>
  open(
    market,
    `<hub-manuals login-url="/entrar"${attrs}></hub-manuals>`,
    /^Manuales? del? propietario$|^Manuais do proprietário$/,
  );
/** Mounts hub-manuals mode="admin" (Fiat) in `market`, once its heading is drawn. */
export const admin = (market = 'pt-BR') =>
  open(market, '<hub-manuals mode="admin" login-url="/entrar"></hub-manuals>', /^Administraci|^Administra/);
/** Records the submit events fired from now on. */
export function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
/** The manuals requests the sandbox accepted on a path. */
export const searches = (path = '/manuals/search') => journalOf('manuals').filter((e) => e.path === path);
/** The names of the manuals listed (pt-BR). */
export const names = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Manuais encontrados' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
