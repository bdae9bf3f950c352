import { useCallback, useEffect, useState } from 'react';
import type {
  FundingSource,
  NormalizedSimulation,
  PlanType,
  SimulatedSource,
} from '../../api/financing/types.ts';
import { getCookie } from '../../core/cookies.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { useKeepFunding } from '../../domain/car/keepFunding.ts';
import { useCoupon } from '../../domain/coupon/index.ts';
import { fundingOfPlan } from '../../domain/financing/fundingOfPlan.ts';
import { useDiscountedPlan } from '../../domain/financing/useDiscountedPlan.ts';
import type { ChosenPlan } from '../../domain/financing/useSimulation.ts';
import { carKeyOf } from './carKeyOf.ts';
import { financingMessages } from './i18n.ts';
import { DOCUMENT_FIELDS } from './proposal/draft.ts';
import { keepSignInReturn, signInHref, signInReturnKey, takeSignInReturn } from './proposal/signInReturn.ts';
import { useProposalForm } from './proposal/useProposalForm.ts';
import { useProposalSending } from './proposal/useProposalSending.ts';
import { validityOf } from './result/validityOf.ts';
import { useComparator } from './simulation/comparator/useComparator.ts';
import { useVersionComparator } from './simulation/comparator/useVersionComparator.ts';
import { type SimulationParams, useSimulator } from './simulation/useSimulator.ts';
import { type FundingStep, isExternal, pageStateOf, simulatorStep } from './steps.ts';

/** The state and actions of hub-financing; the component only draws them. */
export function useFinancingFlow(
  car: FinancedCar | null,
  initialSource: FundingSource,
  planId?: string,
  plan: { planType: PlanType; offerId?: string | undefined } = { planType: 'MSC' },
  initial?: SimulationParams,
) {
  const { emit, context } = useWidget();
  const t = useT(financingMessages);
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const returnKey = signInReturnKey(context.brand);
  // Back from the sign-in page: the source, sliders, chosen plan, step and documents left behind.
  const [back] = useState(() => takeSignInReturn(storage, returnKey));
  const [source, setSource] = useState<SimulatedSource | null>(
    back?.source ?? (initialSource === 'ZFLOW' ? null : initialSource),
  );
  const [step, setStepState] = useState<FundingStep>(
    back?.step ?? (source ? simulatorStep(source) : 'flow-selection'),
  );
  const setStep = useCallback(
    (next: FundingStep) => {
      setStepState(next);
      emit('hub-step-change', { step: next });
    },
    [emit],
  );

  const { params, setParams, bounds, simulation } = useSimulator(
    car,
    source,
    planId,
    back?.params ?? initial,
  );
  const [picked, setChosen] = useState<ChosenPlan | null>(back?.chosen ?? null);
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
  // Seed 000 §3: the plan is the car's. A car changed (version, optionals, colour…) before the proposal
  // is sent drops the chosen plan and returns to the simulator, which simulates the new car.
  const [carChanged, setCarChanged] = useState(false);
  const carKey = carKeyOf(car);
  const planKey = picked ? carKeyOf(picked.input) : '';
  const planPending = picked !== null && pageStateOf(step, false, false) !== 'proposal';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the car or the plan changes only
  useEffect(() => {
    if (!planPending || !carKey || carKey === planKey) return;
    comparator.close();
    coupon.clear();
    setChosen(null);
    setCarChanged(true);
    setStep(source ? simulatorStep(source) : 'flow-selection');
  }, [carKey, planKey]);
  // Seed 000 §4: the configurator's car keeps the plan chosen for it (`funding`) while it is its plan.
  useKeepFunding(car?.mvs, chosen && source ? fundingOfPlan(source, chosen) : null);
  const form = useProposalForm(source, back?.documents);
  const loginUrl = context.settings['login-url'];
  const signedOut = !isExternal(source) && !getCookie(context.authCookie);
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
    /** The car changed after a plan was chosen: the plan was dropped and the new car simulated. */
    carChanged,
    choose: (result: NormalizedSimulation, input = simulation.input) => {
      if (!input) return;
      comparator.close();
      coupon.clear();
      setCarChanged(false);
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
    /** Signed out where the proposal needs a sign-in: say so at its start, with the host's sign-in link. */
    signIn: {
      needed: signedOut,
      href: loginUrl ? signInHref(loginUrl, window.location.href) : null,
      /** Keeps the simulation, the chosen plan, the step and the documents typed for the way back. */
      keep: () => {
        if (!picked || !source || !params) return;
        const { values } = form;
        const documents = Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, values[f]]).filter(([, v]) => v));
        const at = step === 'installment-check' || step === 'next-lead-form' ? step : 'installment-register';
        keepSignInReturn(storage, returnKey, { source, step: at, params, chosen: picked, documents });
      },
    },
    /** A new simulation after a sent proposal: nothing of the previous buyer is kept. */
    restart: () => {
      coupon.clear();
      sending.reset();
      setChosen(null);
      form.clear();
      setStep(source ? simulatorStep(source) : 'flow-selection');
    },
  };
}
