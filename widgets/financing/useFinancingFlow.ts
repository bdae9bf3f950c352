import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendUserAnalytics } from '../../api/analytics.ts';
import { request } from '../../api/client.ts';
import type { FundingSource, NormalizedSimulation, SimulationInput } from '../../api/financing/types.ts';
import { fundingCalls, updateOfferSimulation } from '../../api/funding.ts';
import { getCookie } from '../../core/cookies.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { messageOf } from '../../validators/index.ts';
import { financingMessages } from './i18n.ts';
import { draftKey, loadDraft, saveDraft } from './proposal/draft.ts';
import { nextLeadPayload, validateNextLead } from './proposal/nextLead.ts';
import { type ProposalValues, proposalPayload, validateProposal } from './proposal/proposal.ts';
import { psaProposalBody } from './proposal/psaProposal.ts';
import { usePostalLookup } from './proposal/usePostalLookup.ts';
import { VOUCHER_VALIDITY_DAYS } from './result/outcome.ts';
import { type FundingDefaults, nearest, sliderBounds } from './simulation/bounds.ts';
import { useComparator } from './simulation/comparator/useComparator.ts';
import { useVersionComparator } from './simulation/comparator/useVersionComparator.ts';
import type { SimulationParams } from './simulation/SimulationScreen.tsx';
import { useCoupon } from './simulation/useCoupon.ts';
import { useSimulation } from './simulation/useSimulation.ts';
import {
  balloonOf,
  type FundingStep,
  isExternal,
  type PlanType,
  PROPOSAL_SENT_EVENT,
  pageStateOf,
  simulatorStep,
  stepOfStatus,
} from './steps.ts';

/** A sent proposal: its id, status and, when the service gives it, its validity (YYYY-MM-DD). */
export interface SentProposal {
  id: string;
  status: string;
  validUntil?: string;
}

/** The voucher's validity: the service's date, else {@link VOUCHER_VALIDITY_DAYS} from today. */
export function validityOf(given: string | undefined, now = Date.now()): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given ?? '');
  return m
    ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
    : new Date(now + VOUCHER_VALIDITY_DAYS * 86_400_000);
}

/** The state and actions of hub-financing; the component only draws them. */
export function useFinancingFlow(
  car: FinancedCar | null,
  initialSource: FundingSource,
  planId?: string,
  plan: { planType: PlanType; offerId?: string | undefined } = { planType: 'MSC' },
) {
  const { context, emit } = useWidget();
  const t = useT(financingMessages);
  const [source, setSource] = useState<FundingSource | null>(
    initialSource === 'ZFLOW' ? null : initialSource,
  );
  const [step, setStepState] = useState<FundingStep>(source ? simulatorStep(source) : 'flow-selection');
  const setStep = useCallback(
    (next: FundingStep) => {
      setStepState(next);
      emit('hub-step-change', { step: next });
    },
    [emit],
  );

  // Simulator defaults (PSA has no defaults call: the CDC one serves it).
  const defaultsCall = source === 'NEXT' ? fundingCalls.nextDefaultValues : fundingCalls.cdcDefaultValues;
  const defaults = useResource<FundingDefaults>(
    source ? `defaults:${source === 'NEXT' ? 'next' : 'cdc'}` : null,
    (signal) => request(context, 'funding', defaultsCall, { signal }),
  );
  const settled = defaults.status === 'success' || defaults.status === 'error';
  const serverDefaults: FundingDefaults = defaults.data ?? {};
  const [params, setParams] = useState<SimulationParams | null>(null);
  useEffect(() => {
    if (!settled || params) return;
    const finals = serverDefaults.finalInstallmentPercents ?? [];
    setParams({
      entrancePercent: serverDefaults.entrancePercent ?? 30,
      numberOfInstallments: serverDefaults.defaultInstallments ?? 48,
      finalInstallmentPercentage: finals.length ? nearest(finals, 25) : 0,
    });
  }, [settled, params, serverDefaults]);

  const input = useMemo<SimulationInput | null>(
    () =>
      car && params && source && (source !== 'CDC' || car.colorCode)
        ? {
            mvs: car.mvs,
            year: car.year,
            price: car.price,
            colorCode: car.colorCode,
            entrancePercent: params.entrancePercent,
            numberOfInstallments: params.numberOfInstallments,
            finalInstallmentPercentage: balloonOf(source) ? params.finalInstallmentPercentage : 0,
            ...(planId ? { planId } : {}),
            partIds: car.partIds,
          }
        : null,
    [car, params, source, planId],
  );
  const simulation = useSimulation(source, input);
  const bounds = sliderBounds(serverDefaults, simulation.result, balloonOf(source));

  // The chosen plan, the form and the sending.
  const [chosen, setChosen] = useState<{ input: SimulationInput; result: NormalizedSimulation } | null>(null);
  const key = draftKey(context.brand);
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const [values, setValues] = useState<ProposalValues>(() => loadDraft(storage, key));
  const [showErrors, setShowErrors] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [sendError, setSendError] = useState<'failed' | 'signIn' | null>(null);
  const [sent, setSent] = useState<SentProposal | null>(null);
  const sending = useRef(false);
  const comparator = useComparator(source);
  const versionComparator = useVersionComparator();
  const coupon = useCoupon(t, planId ?? car?.mvs ?? '');

  const store = useCallback(
    (field: keyof ProposalValues, value: string) =>
      setValues((current) => {
        const next = { ...current, [field]: value };
        saveDraft(storage, key, next);
        return next;
      }),
    [storage, key],
  );
  const postal = usePostalLookup(values, store);
  const change = useCallback(
    (field: keyof ProposalValues, value: string) => {
      store(field, value);
      if (field === 'postalCode') postal.look(value);
    },
    [store, postal.look],
  );
  const formErrors =
    source === 'NEXT' ? validateNextLead(values, context.market) : validateProposal(values, context.market);
  const errors =
    source !== 'NEXT' && postal.status === 'notFound' && !formErrors.postalCode
      ? { ...formErrors, postalCode: messageOf('postalCode.notFound', context.market) }
      : formErrors;

  const couponName = coupon.applied?.name;
  const send = useCallback(async () => {
    if (sending.current || !chosen || !source) return;
    const external = isExternal(source);
    // The hub's proposal calls carry the buyer's bearer; the PSA bank's flow does not need it.
    if (!external && !getCookie(context.authCookie)) {
      setSendError('signIn');
      return;
    }
    sending.current = true;
    setSendError(null);
    setStep('loading-propose-result');
    const form = source === 'NEXT' ? 'next-lead' : 'financing-proposal';
    try {
      let proposal: { id: string; status: string; validUntil?: unknown };
      if (external) {
        proposal = await request(context, 'funding', fundingCalls.psaFinancing, {
          json: psaProposalBody(values, chosen, context, couponName),
        });
      } else {
        const simulationRecord = await request<{ id: string }>(context, 'funding', fundingCalls.simulate, {
          json: { ...chosen.input, source, planType: plan.planType },
        });
        // An offer's simulation is tied to it before the proposal (both ids needed, seed 001 §5).
        if (plan.offerId) await updateOfferSimulation(context, simulationRecord.id, plan.offerId);
        const body =
          source === 'NEXT'
            ? nextLeadPayload(values, simulationRecord.id, context.market)
            : proposalPayload(values, simulationRecord.id, context.market);
        proposal = await request(context, 'funding', fundingCalls.sendProposal, {
          json: couponName ? { ...body, coupon: couponName } : body,
        });
      }
      setSent({
        id: proposal.id,
        status: proposal.status,
        ...(typeof proposal.validUntil === 'string' ? { validUntil: proposal.validUntil } : {}),
      });
      emit('hub-submit-success', { form, proposal: proposal.id, status: proposal.status });
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
    } catch (error) {
      setSendError('failed');
      emit('hub-submit-error', { form, code: (error as { kind?: string }).kind ?? 'unknown' });
      setStep(external ? 'external-flow-error' : 'installment-terms-and-conditions');
    } finally {
      sending.current = false;
    }
  }, [chosen, source, context, values, emit, setStep, couponName, plan.planType, plan.offerId]);

  return {
    t,
    step,
    setStep,
    source,
    chooseSource: (s: FundingSource) => {
      setSource(s);
      setStep(simulatorStep(s));
    },
    switchPlan: (s: FundingSource) => setSource(s),
    simulatorStep: source ? simulatorStep(source) : ('flow-selection' as FundingStep),
    params,
    setParams,
    bounds,
    simulation,
    chosen,
    choose: (result: NormalizedSimulation, input = simulation.input) => {
      if (!input) return;
      comparator.close();
      coupon.clear();
      setChosen({ input, result });
      setStep('installment-check');
    },
    comparator: {
      ...comparator,
      close: () => {
        comparator.close();
        versionComparator.reset();
      },
    },
    versions: versionComparator.state,
    compare: () => {
      if (!simulation.input) return;
      comparator.compare(simulation.input, bounds.installments);
      // The batch simulation of the versions is the CDC one (default values).
      if (source === 'CDC' && car?.versions)
        versionComparator.compare(
          car.versions,
          simulation.input.entrancePercent,
          simulation.input.numberOfInstallments,
        );
    },
    coupon,
    postal: postal.status,
    pageState: pageStateOf(step, comparator.open, simulation.status === 'error'),
    registerStep: (source === 'NEXT' ? 'next-lead-form' : 'installment-register') as FundingStep,
    values,
    errors,
    showErrors,
    change,
    submitForm: () => {
      setShowErrors(true);
      if (Object.keys(errors).length === 0) setStep('installment-terms-and-conditions');
    },
    accepted,
    setAccepted,
    send,
    sendError,
    sent,
    validUntil: validityOf(sent?.validUntil),
    restart: () => {
      coupon.clear();
      setSent(null);
      setChosen(null);
      setAccepted(false);
      setShowErrors(false);
      setStep(source ? simulatorStep(source) : 'flow-selection');
    },
  };
}
