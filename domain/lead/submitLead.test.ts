import { describe, expect, it, vi } from 'vitest';
import type { LeadPayload } from '../../api/lead.payloads.ts';
import type { WidgetContextData } from '../../core/page-context.ts';
import { parseSettings } from '../../core/settings.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { leadExamples } from '../../test/examples/seed000.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { submitLead } from './submitLead.ts';

const state = startSandbox();
const payload = (leadExamples.send as { json: LeadPayload }).json;
const context = {
  ...sandboxScope('fiat'),
  settings: parseSettings({ 'lead-client-id': 'cms-id', 'lead-client-secret': 'cms-secret' }).settings,
} as unknown as WidgetContextData;

describe('submitLead', () => {
  it("sends the lead with the page's client credentials and fires hub-submit-success", async () => {
    const emit = vi.fn();
    await expect(
      submitLead({ context, emit }, payload, { form: 'test-drive', status: 'REQUESTED' }),
    ).resolves.toBe('sent');
    const sent = journalOf('lead').at(-1);
    expect(sent?.headers).toMatchObject({ client_id: 'cms-id', client_secret: 'cms-secret' });
    expect(sent?.body).toEqual(payload);
    // The lead id the service answered travels with the success (the GA4 generate_lead reads it).
    expect(emit).toHaveBeenCalledWith('hub-submit-success', {
      form: 'test-drive',
      status: 'REQUESTED',
      leadId: expect.stringMatching(/\S/),
    });
  });

  it('a failing service fires hub-submit-error with the failure kind and answers failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    state.faults.set('lead', { status: 503, times: 1 });
    const emit = vi.fn();
    await expect(submitLead({ context, emit }, payload, { form: 'lead-physical' })).resolves.toMatchObject({
      outcome: 'failed',
    });
    expect(emit).toHaveBeenCalledWith('hub-submit-error', { form: 'lead-physical', code: 'bad-response' });
  });
});
