import type { LeadPayload } from '../../api/lead.payloads.ts';
import { sendLead } from '../../api/lead.ts';
import { failureKind } from '../../core/errors.ts';
import { failedWith, type SendFailure } from '../../core/form/sendFailure.ts';
import type { WidgetScope } from '../../core/WidgetContext.tsx';

/** What `hub-submit-success` says of a lead besides the form's name (the test drive adds its status). */
export type LeadSuccess = { form: string } & Record<string, unknown>;

/**
 * Sends a lead with the page's lead-service credentials (`lead-client-id`, `lead-client-secret`) and
 * fires the form's public event: `hub-submit-success` with `success` and the service's `leadId`, or `hub-submit-error` with the
 * failure kind. Answers as a form's send does, for `useFormState` (a failure with its error, so the
 * form can say a rate limit's wait or that the browser is offline).
 */
export async function submitLead(
  { context, emit }: Pick<WidgetScope, 'context' | 'emit'>,
  payload: LeadPayload,
  success: LeadSuccess,
): Promise<'sent' | SendFailure> {
  let receipt: Awaited<ReturnType<typeof sendLead>> | undefined;
  try {
    receipt = await sendLead(context, payload, {
      clientId: context.settings['lead-client-id'],
      clientSecret: context.settings['lead-client-secret'],
    });
  } catch (error) {
    emit('hub-submit-error', {
      form: success.form,
      code: failureKind(error),
    });
    return failedWith(error);
  }
  // The service's lead id reaches the page (and the GA4 generate_lead) when it answers one.
  emit('hub-submit-success', receipt?.leadId ? { ...success, leadId: receipt.leadId } : success);
  return 'sent';
}
