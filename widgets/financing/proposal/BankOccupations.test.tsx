import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSimulation } from '../../../api/funding.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { KEPT_NEXT_PLAN } from '../../../test/examples/keptSimulation.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import '../financing.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** A CDC plan kept with the funding service, reopened on a page with `simulation-id`, up to its proposal. */
async function proposalOfKeptPlan() {
  setupPage();
  signIn();
  const kept = await saveSimulation(sandboxScope('fiat'), {
    ...KEPT_NEXT_PLAN,
    source: 'CDC',
    finalInstallmentPercentage: 0,
  });
  const { root } = mount(`<hub-financing simulation-id="${kept.id}"></hub-financing>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await u.click(await view.findByRole('button', { name: /quero este plano/i }));
  await u.click(await view.findByRole('button', { name: /^continuar$/i }));
  const occupation = (await view.findByLabelText(/ocupação/i)) as HTMLSelectElement;
  return { id: kept.id, offered: [...occupation.options].map((o) => o.textContent).filter((o) => o) };
}

describe('hub-financing: a reopened simulation offers the occupations its bank accepts (GET base-data)', () => {
  it("asks the kept simulation's base data and offers only the occupations it names", async () => {
    // A bank that takes three occupations (the sandbox's own answer names the seed's nine).
    const asked: string[] = [];
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/funding/base-data/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({
          simulationId: params.id,
          occupations: ['salaried', 'public servant', 'retired'],
        });
      }),
    );
    const { id, offered } = await proposalOfKeptPlan();
    expect(asked).toEqual([id]);
    expect(offered.slice(-3)).toEqual(['Aposentado(a)', 'Assalariado(a)', 'Servidor(a) público(a)']);
    expect(offered).not.toContain('Militar');
  });

  it('base data that cannot be read: every occupation of the form, the proposal goes on', async () => {
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/funding/base-data/:id`, () => HttpResponse.json({}, { status: 503 })),
    );
    const { offered } = await proposalOfKeptPlan();
    expect(offered).toContain('Militar');
    expect(offered).toContain('Assalariado(a)');
  });
});
