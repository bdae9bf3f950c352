import { waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { SERVICE_KEYS } from '../../api/services.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { emptyCar } from '../../domain/car/store/CarState.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();
const [FIRST, SECOND] = VERSIONS.filter(
  (version) => version.brand === 'fiat' && version.modelName === 'Argo',
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  hubStore.set(carAtom, emptyCar('fiat'));
});
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-configurator')) el.remove();
  vi.restoreAllMocks();
});

async function show(mvs: string) {
  const { root } = mount(`<hub-configurator model="${FIRST!.modelCode}" mvs="${mvs}"></hub-configurator>`);
  const view = within(root as unknown as HTMLElement);
  await view.findAllByRole('radio', {}, { timeout: 4000 });
  await waitFor(() => expect(hubStore.get(carAtom).mvs?.code).toBe(mvs));
  return view;
}
const visited = () =>
  journalOf('garage').filter((e) => e.method === 'POST' && e.path === '/garage/v1/visited');

describe('hub-configurator records the version shown to a signed-in user as visited', () => {
  it('posts the version once, with the bearer, when signed in', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    await show(FIRST!.mvsCode);
    await waitFor(() => expect(visited()).toHaveLength(1));
    expect(visited()[0]).toMatchObject({
      bearer: true,
      body: { mvsCode: FIRST!.mvsCode, year: expect.any(Number) },
    });
    for (const el of document.querySelectorAll('hub-configurator')) el.remove();
    await show(FIRST!.mvsCode);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(visited()).toHaveLength(1);
  });

  it('posts nothing signed out, or without the garage service', async () => {
    setupPage();
    await show(SECOND!.mvsCode);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(visited()).toEqual([]);
    for (const el of document.querySelectorAll('hub-configurator')) el.remove();
    setupPage({ services: SERVICE_KEYS.filter((key) => key !== 'garage') });
    signIn('sandbox-token-ana');
    await show(SECOND!.mvsCode);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(visited()).toEqual([]);
  });

  it('a failing record never blocks the configurator', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    let posted = 0;
    sandboxServer.use(
      http.post('*/garage/v1/visited', () => {
        posted += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const view = await show(SECOND!.mvsCode);
    await waitFor(() => expect(posted).toBe(1));
    expect(view.queryByRole('alert')).toBeNull();
    expect((view.getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe(SECOND!.mvsCode);
  });
});
