import { useCallback, useState } from 'react';
import type {
  FundingSource,
  NormalizedSimulation,
  PlanType,
  SimulatedSource,
} from '../../api/financing/types.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { useCoupon } from '../../domain/coupon/index.ts';
import { useDiscountedPlan } from '../../domain/financing/useDiscountedPlan.ts';
import type { ChosenPlan } from '../../domain/financing/useSimulation.ts';
import { financingMessages } from './i18n.ts';
import { useProposalForm } from './proposal/useProposalForm.ts';
import { useProposalSending } from './proposal/useProposalSending.ts';
import { validityOf } from './result/validityOf.ts';
import { useComparator } from './simulation/comparator/useComparator.ts';
import { useVersionComparator } from './simulation/comparator/useVersionComparator.ts';
import { type SimulationParams, useSimulator } from './simulation/useSimulator.ts';
import { type FundingStep, pageStateOf, simulatorStep } from './steps.ts';

/** The state and actions of hub-financing; the component only draws them. */
export function useFinancingFlow(
  car: FinancedCar | null,
  initialSource: FundingSource,
  planId?: string,
  plan: { planType: PlanType; offerId?: string | undefined } = { planType: 'MSC' },
  initial?: SimulationParams,
) {
  const { emit } = useWidget();
  const t = useT(financingMessages);
  const [source, setSource] = useState<SimulatedSource | null>(
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

  const { params, setParams, bounds, simulation } = useSimulator(car, source, planId, initial);
  const [picked, setChosen] = useState<ChosenPlan | null>(null);
  const comparator = useComparator(source);
  const versionComparator = useVersionComparator();
  // Seed 001 §5: a proposal's coupon needs its entry payment (the chosen plan's).
  const coupon = useCoupon({
    offerId: planId ?? car?.mvs ?? '',
    entryValue: picked?.result.entranceValue ?? 0,
    entryRequired: true,
  });
  // An applied coupon's discount comes off the price: the plan sent and printed is simulated with it.
  const pricing = useDiscountedPlan(source, picked, coupon.applied);
  const chosen = pricing.plan;
  const form = useProposalForm(source);
  const sending = useProposalSending({
    t,
    source,
    chosen,
    values: form.values,
    plan,
    coupon: coupon.applied?.name,
    setStep,
  });

  return {
    t,
    step,
    setStep,
    source,
    chooseSource: (s: SimulatedSource) => {
      setSource(s);
      setStep(simulatorStep(s));
    },
    switchPlan: (s: SimulatedSource) => setSource(s),
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
    pricing,
    pageState: pageStateOf(step, comparator.open, simulation.status === 'error'),
    registerStep: (source === 'NEXT' ? 'next-lead-form' : 'installment-register') as FundingStep,
    form,
    values: form.values,
    /** The proposal form's Continue: on to the terms, or every message shown and the first invalid field focused. */
    submitForm: () => {
      if (form.check()) setStep('installment-terms-and-conditions');
    },
    accepted: sending.accepted,
    setAccepted: sending.setAccepted,
    send: sending.send,
    sendError: sending.sendError,
    sent: sending.sent,
    validUntil: validityOf(sending.sent?.validUntil),
    restart: () => {
      coupon.clear();
      sending.reset();
      setChosen(null);
      form.reset();
      setStep(source ? simulatorStep(source) : 'flow-selection');
    },
  };
}
