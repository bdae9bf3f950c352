import { expect, test } from '@playwright/test';
import { resetSandbox, watchConsole } from './support.ts';

// Faults another spec injected and left unconsumed on this shard's sandbox must not reach these tests.
test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('the loader fetches a widget only when its tag appears, also later and inside shadow roots', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/pages/empty.html');
  await page.waitForLoadState('networkidle');
  // The loader, and Vite's tiny preload helper it shares with widgets that lazy-load code.
  expect(scripts.filter((s) => !/^\/chunks\/shared-preload-helper-/.test(s))).toEqual(['/hub-widgets.js']);

  await page.evaluate(() => {
    document.getElementById('slot')!.append(document.createElement('hub-lead-form'));
  });
  await expect(page.locator('hub-lead-form').getByRole('button', { name: /enviar/i })).toBeVisible();
  expect(scripts.some((s) => s.startsWith('/chunks/lead-form-'))).toBe(true);

  await page.evaluate(() => {
    const host = document.createElement('div');
    host.id = 'island';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.append(document.createElement('hub-lead-form'));
    window.hubWidgets?.observe(root);
  });
  await expect(page.locator('#island hub-lead-form').getByRole('button', { name: /enviar/i })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a chunk that fails to load is warned about and its fallback content shows', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/chunks/lead-form-*.js', (route) => route.abort());
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-lead-form');
    el.textContent = 'Fale conosco: 0800 000 0000';
    document.getElementById('slot')!.append(el);
  });
  await expect(page.locator('hub-lead-form')).toHaveAttribute('data-hub-failed', '');
  await expect(page.getByText('Fale conosco: 0800 000 0000')).toBeVisible();
  expect(warnings.some((w) => w.includes('[hub-widgets] could not load <hub-lead-form>'))).toBe(true);
});

test('a misconfigured widget shows a visible, localised message and fires hub-error', async ({ page }) => {
  await page.goto('/pages/empty.html');
  const detail = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        document.addEventListener('hub-error', (e) => resolve((e as CustomEvent).detail), { once: true });
        const el = document.createElement('hub-lead-form');
        el.setAttribute('variant', 'company');
        el.setAttribute('market', 'es-AR');
        document.getElementById('slot')!.append(el);
      }),
  );
  expect(detail).toMatchObject({ widget: 'hub-lead-form', code: 'invalid-attribute' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('El atributo “variant” tiene un valor inválido: “company”.');
  // Its frame (themes/config-message.css) comes with the message's code: a thick danger-coloured edge.
  await expect(alert).toHaveCSS('border-left-width', '6px');
  const danger = await alert.evaluate((node) => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(node).getPropertyValue('--hub-color-danger');
    node.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  await expect(alert).toHaveCSS('border-left-color', danger);
});

test('a widget fires hub-ready once, from its host, after it has rendered', async ({ page }) => {
  await page.goto('/pages/empty.html');
  const ready = await page.evaluate(
    () =>
      new Promise<{ widget: string; button: boolean }[]>((resolve) => {
        const seen: { widget: string; button: boolean }[] = [];
        document.addEventListener('hub-ready', (e) => {
          const el = e.target as HTMLElement;
          seen.push({
            widget: (e as CustomEvent).detail.widget,
            button: !!el.shadowRoot?.querySelector('button'),
          });
          setTimeout(() => resolve(seen), 500);
        });
        document.getElementById('slot')!.append(document.createElement('hub-lead-form'));
      }),
  );
  expect(ready).toEqual([{ widget: 'hub-lead-form', button: true }]);
});

test('a bad page setting the widget reads is a visible, localised message; a setting-* attribute wins', async ({
  page,
}) => {
  await page.goto('/pages/empty.html');
  const detail = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const meta = document.createElement('meta');
        meta.name = 'hub:setting:location-ttl';
        meta.content = '4 horas';
        document.head.append(meta);
        document.addEventListener('hub-error', (e) => resolve((e as CustomEvent).detail), { once: true });
        const el = document.createElement('hub-location-selector');
        el.id = 'page-setting';
        document.getElementById('slot')!.append(el);
      }),
  );
  expect(detail).toMatchObject({ widget: 'hub-location-selector', code: 'invalid-setting' });
  await expect(page.locator('#page-setting').getByRole('alert')).toContainText(
    'A configuração “hub:setting:location-ttl” tem um valor inválido: “4 horas”.',
  );
  await page.evaluate(() => {
    const el = document.createElement('hub-location-selector');
    el.id = 'own-setting';
    el.setAttribute('setting-location-ttl', '3600000');
    document.getElementById('slot')!.append(el);
  });
  const states = page.locator('#own-setting').getByRole('combobox').first();
  await expect(states).toBeVisible();
  // The states arrived (no failure raced the check): the widget works with its own setting.
  await expect(states.getByRole('option', { name: 'São Paulo' })).toHaveCount(1);
  await expect(page.locator('#own-setting').getByRole('alert')).toHaveCount(0);
});
