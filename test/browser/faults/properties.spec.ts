import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support.ts';

// Issue 16 item 2: a number set as a JS property goes through the same validation as its attribute —
// the same configuration message in the widget and the same `hub-error` — before and after the
// element is defined.

const CASES = [
  { tag: 'hub-dealer-picker', prop: 'radius', attribute: 'radius', value: 'abc' },
  { tag: 'hub-reservation', prop: 'pollInterval', attribute: 'poll-interval', value: -1 },
] as const;

type Case = (typeof CASES)[number];
type How = 'attribute' | 'property before definition' | 'property after definition';

/** Mounts the tag with the bad value set one way; returns its configuration message and the hub-error detail. */
async function mountBad(page: Page, c: Case, how: How): Promise<{ message: string; error: unknown }> {
  return page.evaluate(
    async ({ c, how }) => {
      const errors: unknown[] = [];
      document.addEventListener('hub-error', (e) => {
        const { code, widget, field, value } = (e as CustomEvent).detail ?? {};
        errors.push({ code, widget, field, value });
      });
      const el = document.createElement(c.tag) as unknown as HTMLElement & Record<string, unknown>;
      if (how === 'attribute') el.setAttribute(c.attribute, String(c.value));
      if (how === 'property before definition') el[c.prop] = c.value;
      document.querySelector('#slot')!.replaceChildren(el);
      await customElements.whenDefined(c.tag);
      if (how === 'property after definition') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        el[c.prop] = c.value;
      }
      const deadline = Date.now() + 5000;
      let alert: Element | null | undefined;
      while (Date.now() < deadline) {
        alert = el.shadowRoot?.querySelector('[role="alert"]');
        if (alert?.textContent?.includes('configurado') && errors.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { message: alert?.textContent ?? '', error: errors.at(-1) };
    },
    { c, how },
  );
}

for (const c of CASES) {
  test(`${c.tag}: ${c.prop} = ${JSON.stringify(c.value)} from JavaScript is refused like the attribute`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/pages/empty.html');
    const byAttribute = await mountBad(page, c, 'attribute');
    expect(byAttribute.message).toContain('Este componente não está configurado corretamente');
    expect(byAttribute.message).toContain(`O atributo “${c.attribute}” tem um valor inválido: “${c.value}”.`);
    expect(byAttribute.error).toMatchObject({ code: 'invalid-attribute', widget: c.tag });
    for (const how of ['property before definition', 'property after definition'] as const) {
      expect(await mountBad(page, c, how), how).toEqual(byAttribute);
    }
    expect(problems).toEqual([]);
  });
}
