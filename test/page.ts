import { SERVICE_KEYS } from '../api/services.ts';

/** Base of the sandbox services in Node tests. */
export const SANDBOX_BASE = 'https://sandbox.test';

/** Sets up the page like a CMS would: hub metas (every service on the sandbox) and the body marker. */
export function setupPage({
  brand = 'fiat',
  market = 'pt-BR',
  skin,
  hubPage = false,
  settings = {},
  services = SERVICE_KEYS as readonly string[],
}: {
  brand?: string;
  market?: string;
  skin?: string;
  hubPage?: boolean;
  settings?: Record<string, string>;
  services?: readonly string[];
} = {}): void {
  for (const el of document.head.querySelectorAll('meta[name^="hub:"]')) el.remove();
  const add = (name: string, content: string) => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  };
  add('hub:brand', brand);
  add('hub:market', market);
  if (skin) add('hub:skin', skin);
  for (const key of services) add(`hub:service:${key}`, `${SANDBOX_BASE}/${key}/`);
  for (const [name, value] of Object.entries({
    'lead-client-id': 'test-client',
    'lead-client-secret': 'test-secret',
    ...settings,
  })) {
    add(`hub:setting:${name}`, value);
  }
  document.body.toggleAttribute('data-hub-page', hubPage);
}

/** Mounts a hub element from HTML and returns it with its shadow root. */
export function mount<T extends HTMLElement = HTMLElement>(html: string): { el: T; root: ShadowRoot } {
  const container = document.createElement('div');
  container.innerHTML = html;
  const el = container.firstElementChild as T;
  document.body.append(el);
  return { el, root: el.shadowRoot! };
}

/** Signs the sandbox user in, as the identity service would: the bearer token in the auth cookie. */
export function signIn(token = 'sandbox-token-ana', cookie = 'hub_token'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the cookie the way a login page does
  document.cookie = `${cookie}=${token}; path=/`;
}

/** Removes the auth cookie. */
export function signOut(cookie = 'hub_token'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see signIn
  document.cookie = `${cookie}=; Max-Age=0; path=/`;
}
