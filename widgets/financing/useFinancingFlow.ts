import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { request } from '../../api/client.ts';
import type { FundingSource, NormalizedSimulation, SimulationInput } from '../../api/financing/types.ts';
import { fundingCalls } from '../../api/funding.ts';
import { getCookie } from '../../core/cookies.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { type FundingDefaults, nearest, sliderBounds } from './bounds.ts';
import type { FinancedCar } from './car.ts';
import { financingMessages } from './i18n.ts';
import { VOUCHER_VALIDITY_DAYS } from './outcome.ts';
import {
  draftKey,
  loadDraft,
  type ProposalValues,
  proposalPayload,
  saveDraft,
  validateProposal,
} from './proposal.ts';
import type { SimulationParams } from './SimulationScreen.tsx';
import { useSimulation } from './useSimulation.ts';

/** The funding flow screens of seed 000 §2 this widget walks through. */
export type FundingStep =
  | 'flow-selection'
  | 'cdc-simulator'
  | 'next-simulator'
  | 'page-initial-data'
  | 'installment-check'
  | 'installment-register'
  | 'installment-terms-and-conditions'
  | 'loading-propose-result'
  | 'installment-approved'
  | 'installment-denied'
  | 'funding-resume';

/** Sources with an adapter, offered on flow-selection when the source is ZFLOW. */
export const SIMULATED_SOURCES: FundingSource[] = ['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO'];

const simulatorStep = (s: FundingSource): FundingStep =>
  s === 'CDC' ? 'cdc-simulator' : s === 'NEXT' ? 'next-simulator' : 'page-initial-data';
const balloonOf = (s: FundingSource | null) => s === 'PSA_BALAO' || s === 'NEXT';

/** A sent proposal: its id and status. */
export interface SentProposal {
  id: string;
  status: string;
}

/** The state and actions of hub-financing; the component only draws them. */
export function useFinancingFlow(car: FinancedCar | null, initialSource: FundingSource, planId?: string) {
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
  const errors = validateProposal(values, context.market);

  const change = useCallback(
    (field: keyof ProposalValues, value: string) =>
      setValues((current) => {
        const next = { ...current, [field]: value };
        saveDraft(storage, key, next);
        return next;
      }),
    [storage, key],
  );

  const send = useCallback(async () => {
    if (sending.current || !chosen || !source) return;
    if (!getCookie(context.authCookie)) {
      setSendError('signIn');
      return;
    }
    sending.current = true;
    setSendError(null);
    setStep('loading-propose-result');
    try {
      const simulationRecord = await request<{ id: string }>(context, 'funding', fundingCalls.simulate, {
        json: { ...chosen.input, source },
      });
      const proposal = await request<{ id: string; status: string }>(
        context,
        'funding',
        fundingCalls.sendProposal,
        {
          json: proposalPayload(values, simulationRecord.id),
        },
      );
      setSent({ id: proposal.id, status: proposal.status });
      emit('hub-submit-success', {
        form: 'financing-proposal',
        proposal: proposal.id,
        status: proposal.status,
      });
      const next: FundingStep =
        proposal.status === 'DENIED_PROPOSAL'
          ? 'installment-denied'
          : proposal.status === 'PROPOSAL_SENT'
            ? 'funding-resume'
            : 'installment-approved';
      setStep(next);
    } catch (error) {
      setSendError('failed');
      emit('hub-submit-error', {
        form: 'financing-proposal',
        code: (error as { kind?: string }).kind ?? 'unknown',
      });
      setStep('installment-terms-and-conditions');
    } finally {
      sending.current = false;
    }
  }, [chosen, source, context, values, emit, setStep]);

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
    choose: (result: NormalizedSimulation) => {
      if (!simulation.input) return;
      setChosen({ input: simulation.input, result });
      setStep('installment-check');
    },
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
    validUntil: new Date(Date.now() + VOUCHER_VALIDITY_DAYS * 86_400_000),
    restart: () => {
      setSent(null);
      setChosen(null);
      setAccepted(false);
      setShowErrors(false);
      setStep(source ? simulatorStep(source) : 'flow-selection');
    },
  };
}
