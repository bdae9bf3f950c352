import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, journal, resetSandbox, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/*
 * A React 19 host page (demo/react-host.html, its script built from demo/react-host.tsx with the host's
 * own React): hub-lead-form gets `fields` and `reasons` as arrays and hub-configurator `year` as a number
 * and `initialStep` camelCase, through the hub-widgets/react wrappers, while the loader defines the tags
 * lazily. Then a lead is sent and GA4's generate_lead lands in the page's dataLayer.
 */
test('a React 19 host passes arrays and objects as props: the widgets show them; a sent lead reaches dataLayer as generate_lead', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const errors: unknown[] = [];
  await page.exposeFunction('hubErrorSeen', (detail: unknown) => errors.push(detail));
  await page.addInitScript(() => {
    document.addEventListener('hub-error', (e) =>
      (window as unknown as { hubErrorSeen: (d: unknown) => void }).hubErrorSeen((e as CustomEvent).detail),
    );
  });
  await page.goto('/pages/react-host.html');

  // The lead form: the custom field from `fields` and the reasons from `reasons`, no configuration message.
  const form = page.locator('hub-lead-form');
  await expect(form.getByLabel(/versão de interesse/i)).toBeVisible();
  const reasons = form.getByRole('combobox', { name: /motivo/i });
  await expect(reasons.locator('option:not([value=""])')).toHaveText(['Comprar', 'Dúvidas']);
  // The configurator: the version and colour step from `mvs` and `initialStep`, with `year` a number.
  const cfg = page.locator('hub-configurator');
  await expect(cfg.getByRole('radiogroup', { name: 'Cores' })).toBeVisible();
  await expect(cfg.getByRole('button', { name: /Cor$/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('hub-lead-form, hub-configurator')).toHaveCount(2);
  for (const el of await page.locator('hub-lead-form, hub-configurator').all()) {
    expect(await el.evaluate((node) => node.getAttributeNames())).toEqual([]);
  }
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page, 'React host');

  // A lead from the custom form; the host's React hears hub-submit-success through `onhub-submit-success`.
  await form.getByLabel(/nome completo/i).fill('Maria da Silva');
  await form.getByLabel(/^cpf/i).pressSequentially('52998224725');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('maria@example.com');
  await form.getByLabel(/celular/i).pressSequentially('11987654321');
  await form.getByLabel(/versão de interesse/i).fill('Argo Drive');
  await reasons.selectOption('Comprar');
  await form.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'São Paulo' });
  await form.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'São Paulo' });
  await page.locator('hub-lead-form input[name="dealer"]').first().check();
  await form.getByRole('checkbox', { name: /sms/i }).check();
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  await expect(page.getByText('Host: hub-submit-success (lead-custom)')).toBeVisible();

  const [lead] = await journal(page, 'lead');
  expect(lead?.body).toMatchObject({ description: 'versao: Argo Drive', contactReason: 'Comprar' });
  const pushed = (await page.evaluate(
    () => (window as unknown as { dataLayer: unknown[] }).dataLayer,
  )) as Record<string, unknown>[];
  const success = pushed.find((entry) => entry.event === 'hub-submit-success');
  expect(success).toMatchObject({
    form: 'lead-custom',
    widget: 'hub-lead-form',
    brand: 'fiat',
    market: 'pt-BR',
  });
  expect(pushed.filter((entry) => entry.event === 'generate_lead')).toEqual([
    { event: 'generate_lead', currency: 'BRL', lead_id: success?.leadId, lead_source: 'lead-custom' },
  ]);
  expect(String(success?.leadId)).toMatch(/^L/);
  expect(problems).toEqual([]);
});
