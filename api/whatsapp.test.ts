import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { whatsappExamples } from '../test/examples/seed000.ts';
import { SANDBOX_BASE } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { DEALERS } from './sandbox/data/dealers.ts';
import { sandboxServer } from './sandbox/node.ts';
import type { WhatsappStart } from './whatsapp.payloads.ts';
import { startWhatsappChat, validateWhatsappPhone, whatsappCalls } from './whatsapp.ts';

const state = startSandbox();
const scope = sandboxScope();
const payload = (whatsappExamples.sendLead as { json: WhatsappStart }).json;
let attempts: number[] = [];
const count = ({ request }: { request: Request }) => {
  if (request.url.endsWith('/whatsapp/Phone/valid')) attempts.push(Date.now());
};

beforeEach(() => {
  attempts = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sandboxServer.events.on('request:start', count);
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', count);
});

describe('WhatsApp phone check', () => {
  it('answers success and resource.isValid on the first attempt', async () => {
    await expect(validateWhatsappPhone(scope, '11987654321')).resolves.toBe(true);
    await expect(validateWhatsappPhone(scope, '11387654321')).resolves.toBe(false);
    expect(attempts).toHaveLength(2);
    expect(journalOf('whatsapp')[0]?.body).toEqual({ phoneNumber: '11987654321' });
  });

  it('retries a failure after 500 ms, at most 3 attempts in all', async () => {
    state.faults.set('whatsapp', { status: 503, times: 2 });
    await expect(validateWhatsappPhone(scope, '11987654321')).resolves.toBe(true);
    expect(attempts).toHaveLength(3);
    expect((attempts[1] as number) - (attempts[0] as number)).toBeGreaterThanOrEqual(480);
    state.faults.set('whatsapp', { status: 500, times: 5 });
    await expect(validateWhatsappPhone(scope, '11987654321')).rejects.toMatchObject({
      kind: 'bad-response',
      status: 500,
    });
    expect(attempts).toHaveLength(6);
  });

  it('times out after 3000 ms and tries again', async () => {
    expect(whatsappCalls.validatePhone.timeout).toBe(3000);
    let first = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/Phone/valid`, async () => {
        if (first) {
          first = false;
          await new Promise((resolve) => setTimeout(resolve, 3400));
        }
        return HttpResponse.json({ success: true, resource: { isValid: true } });
      }),
    );
    const started = Date.now();
    await expect(validateWhatsappPhone(scope, '11987654321')).resolves.toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3400);
    expect(attempts).toHaveLength(2);
  }, 10000);

  it('counts success: false as a failed attempt', async () => {
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/Phone/valid`, () => HttpResponse.json({ success: false })),
    );
    await expect(validateWhatsappPhone(scope, '11987654321')).rejects.toMatchObject({
      name: 'ServiceRefusal',
    });
    expect(attempts).toHaveLength(3);
  });
});

describe('WhatsApp chat start', () => {
  it('posts the start payload to {version}/Lead/send and needs success: true', async () => {
    await expect(startWhatsappChat(scope, payload, 'v2')).resolves.toMatchObject({ success: true });
    expect(journalOf('whatsapp')[0]).toMatchObject({ path: '/whatsapp/v2/Lead/send', body: payload });
  });

  it("fails with 'Erro on SubmitIntent' when success is not true", async () => {
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/:version/Lead/send`, () => HttpResponse.json({ success: false })),
    );
    await expect(startWhatsappChat(scope, payload)).rejects.toMatchObject({
      name: 'ServiceRefusal',
      message: 'Erro on SubmitIntent',
    });
  });

  it("answers with the chosen dealer's WhatsApp chat, never the shopper's own number", async () => {
    const dealer = DEALERS.find((d) => d.brand === 'jeep' && d.country === 'AR' && d.whatsapp)!;
    const answer = await startWhatsappChat(scope, { ...payload, dealer: dealer.dealerCode });
    expect(answer.url).toMatch(new RegExp(`^https://wa\\.me/${dealer.whatsapp}\\?text=`));
    expect(answer.url).not.toContain(payload.phoneNumber);
  });

  it('refuses a start for a dealer without WhatsApp or unknown to the brand', async () => {
    const silent = DEALERS.find((d) => d.brand === 'jeep' && !d.whatsapp)!;
    await expect(startWhatsappChat(scope, { ...payload, dealer: silent.dealerCode })).rejects.toMatchObject({
      name: 'ServiceRefusal',
    });
    await expect(startWhatsappChat(scope, { ...payload, dealer: '99999' })).rejects.toBeTruthy();
  });
});
