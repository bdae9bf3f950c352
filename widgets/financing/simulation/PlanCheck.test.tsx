import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, setupPage, signOut } from '../../../test/page.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import '../financing.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
});

const CAR = 'mvs="826D7L3" year="2026" price="100000" color-code="249"';

/** The CET (CFT) figure of a text: '30,86' from 'CET 30,86% a.a.' or 'CET de 30,86% a.a.'. */
const cetOf = (text: string | null | undefined) =>
  /(?:CET|CFT)(?: de)? ([\d.,]+)\s?%/.exec(text ?? '')?.[1] ?? null;

/** The CET beside the installment and the one in the legal text of what `root` shows. */
function cets(root: ParentNode) {
  return {
    costs: cetOf(root.querySelector('.fin-costs')?.textContent),
    legal: cetOf(root.querySelector('.fin-legal')?.textContent),
  };
}

describe('one CET per plan (issue 14)', () => {
  for (const [market, choose, term] of [
    ['pt-BR', /quero este plano/i, /número de parcelas/i],
    ['es-AR', /quiero este plan/i, /cantidad de cuotas/i],
  ] as const) {
    it(`${market}: at 48 months the simulation, its legal text and the plan check state the same CET`, async () => {
      setupPage({ brand: 'jeep', market });
      const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
      const view = within(root as unknown as HTMLElement);
      const button = await view.findByRole('button', { name: choose }, { timeout: 4000 });
      expect(view.getByRole('slider', { name: term }).getAttribute('aria-valuetext')).toMatch(/^48 /);
      await waitFor(() => expect(cets(root).costs).not.toBeNull());
      const shown = cets(root);
      expect(shown.legal).toBe(shown.costs);

      fireEvent.click(button);
      await view.findByRole('heading', { level: 2, name: /confira seu plano|revisá tu plan/i });
      expect(cets(root)).toEqual(shown);
    });
  }
});
