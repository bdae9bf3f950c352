import { useCallback, useState } from 'react';
import { sendUserAnalytics } from '../../../api/analytics.ts';
import type { PlanType, SimulatedSource } from '../../../api/financing/types.ts';
import { getCookie } from '../../../core/cookies.ts';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { ChosenPlan } from '../../../domain/financing/useSimulation.ts';
import type { FinancingT } from '../i18n.ts';
import { type FundingStep, isExternal, PROPOSAL_SENT_EVENT, stepOfStatus } from '../steps.ts';
import type { ProposalValues } from './proposalValues.ts';
import { type SentProposal, submitProposal } from './submitProposal.ts';

interface Sending {
  t: FinancingT;
  source: SimulatedSource | null;
  chosen: ChosenPlan | null;
  values: ProposalValues;
  plan: { planType: PlanType; offerId?: string | undefined };
  /** The applied coupon's name. */
  coupon: string | undefined;
  setStep: (step: FundingStep) => void;
}

/** The terms form: the credit-check consent. */
interface Terms {
  accepted: boolean;
}

/**
 * The terms and the sending: the credit-check consent (a form of its own on the kit's
 * {@link useFormState}, which sends once: presses while sending or after success do nothing), the
 * loading step, then the result's step with hub-submit-success and the proposal event for the group's
 * analytics — or the terms again (CDC, NEXT) or external-flow-error (PSA) with hub-submit-error, ready
 * for another try. The hub's proposal calls carry the buyer's bearer, so signed out the buyer is asked
 * to sign in; the PSA bank's flow needs none.
 */
export function useProposalSending({ t, source, chosen, values, plan, coupon, setStep }: Sending) {
  const { context, emit } = useWidget();
  const { planType, offerId } = plan;
  const terms = useFormState<Terms>({
    initial: { accepted: false },
    validate: (answers) =>
      validateForm(answers, { accepted: (v) => (v.accepted ? null : t('termsRequired')) }, context.market),
  });
  const [sendError, setSendError] = useState<'failed' | 'signIn' | null>(null);
  const [sent, setSent] = useState<SentProposal | null>(null);

  const send = useCallback(
    () =>
      terms.submit(async () => {
        if (!chosen || !source) return 'failed';
        const external = isExternal(source);
        if (!external && !getCookie(context.authCookie)) {
          setSendError('signIn');
          return 'failed';
        }
        setSendError(null);
        setStep('loading-propose-result');
        const form = source === 'NEXT' ? 'next-lead' : 'financing-proposal';
        try {
          const proposal = await submitProposal(context, {
            source,
            values,
            chosen,
            plan: { planType, offerId },
            coupon,
          });
          setSent(proposal);
          emit('hub-submit-success', {
            form,
            proposal: proposal.id,
            status: proposal.status,
            // The financed car's price: the GA4 generate_lead value.
            ...(chosen.input.price ? { value: chosen.input.price } : {}),
          });
          // The proposal event of seed 000 §3 for the group's analytics (no personal data); a failure is only logged.
          sendUserAnalytics(context, {
            type: PROPOSAL_SENT_EVENT,
            payload: {
              proposalId: proposal.id,
              status: proposal.status,
              source,
              mvs: chosen.input.mvs,
              installments: chosen.result.totalInstallments,
              installmentValue: chosen.result.installmentsValue,
            },
          }).catch(() => console.warn('[hub-widgets] hub-financing: proposal event not recorded'));
          setStep(stepOfStatus(proposal.status));
          return 'sent';
        } catch (error) {
          setSendError('failed');
          emit('hub-submit-error', { form, code: (error as { kind?: string }).kind ?? 'unknown' });
          setStep(external ? 'external-flow-error' : 'installment-terms-and-conditions');
          return failedWith(error);
        }
      }),
    [terms.submit, chosen, source, context, values, emit, setStep, coupon, planType, offerId],
  );

  /** Forgets the sent proposal and the consent (a new simulation). */
  const { reset: resetTerms } = terms;
  const reset = useCallback(() => {
    setSent(null);
    resetTerms();
  }, [resetTerms]);

  return {
    accepted: terms.values.accepted,
    setAccepted: (accepted: boolean) => terms.update('accepted', accepted),
    send,
    sendError,
    sent,
    reset,
  };
}
