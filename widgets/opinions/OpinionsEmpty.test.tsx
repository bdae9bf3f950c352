import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './opinions.element.ts';

startSandbox();
afterEach(() => {
  for (const el of document.querySelectorAll('hub-opinions')) el.remove();
});

describe('hub-opinions: a model without opinions', () => {
  it('says so and invites the first opinion, in the empty-state box', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    sandboxServer.use(http.get('*/opinions/v1/opinions', () => HttpResponse.json([])));
    const { root } = mount('<hub-opinions model="460" login-url="/entrar"></hub-opinions>');
    const view = within(root as unknown as HTMLElement);
    const empty = await view.findByText('Este modelo ainda não tem opiniões. Seja o primeiro a opinar.');
    expect(empty.closest('[data-empty]')).toBeTruthy();
  });
});
