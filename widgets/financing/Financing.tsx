import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { Stepper } from '../../core/form/Stepper.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { useFinancedCar } from '../../domain/car/financedCar.ts';
import type { KeptPlan } from '../../domain/financing/keptPlan.ts';
import { useBankOccupations } from '../../domain/financing/useBankOccupations.ts';
import { simulationIdOf, useKeptPlan } from '../../domain/financing/useKeptPlan.ts';
import { LazyNotSoldOr } from '../../domain/model/LazyNotSoldOr.tsx';
import type { FinancingProps } from './financing.spec.ts';
import { financingMessages } from './i18n.ts';
import { ExternalFlowError } from './proposal/ExternalFlowError.tsx';
import { PendingDocuments } from './proposal/PendingDocuments.tsx';
import { ProposalForm } from './proposal/ProposalForm.tsx';
import { SignInNotice } from './proposal/SignInNotice.tsx';
import { TermsForm } from './proposal/TermsForm.tsx';
import { buyerOf } from './result/buyerOf.ts';
import { proposalOfUrl, withoutProposal, withProposal } from './result/proposalUrl.ts';
import { ResultScreen } from './result/ResultScreen.tsx';
import { ResumedResult } from './result/ResumedResult.tsx';
import { Comparator } from './simulation/comparator/Comparator.tsx';
import { PlanCheck } from './simulation/PlanCheck.tsx';
import { SimulationScreen } from './simulation/SimulationScreen.tsx';
import { SourceChoice } from './simulation/SourceChoice.tsx';
import { isExternal, STAGES, type Stage, stageOf, stagesDone } from './steps.ts';
import { useFinancingFlow } from './useFinancingFlow.ts';

export type { FinancingProps } from './financing.spec.ts';

/**
 * hub-financing: simulate, choose a plan, send a proposal, see the result and its voucher. A kept
 * simulation (`simulation-id`, `?simulation=`) is reopened first.
 */
export function Financing(props: FinancingProps) {
  const kept = useKeptPlan(simulationIdOf(props.simulationId));
  const t = useT(financingMessages);
  if (kept.status === 'loading')
    return (
      <Skeleton className="hub-stack" lines={3}>
        <p role="status" className="hub-text-muted">
          {t('simulating')}
        </p>
      </Skeleton>
    );
  return (
    <>
      {kept.status === 'error' && (
        <p className="hub-alert" data-tone="info" role="status">
          {t('simulationNotFound')}
        </p>
      )}
      <FinancingFlow props={props} kept={kept.plan} />
    </>
  );
}

/** The funding flow; a reopened simulation gives its car, source and sliders. */
function FinancingFlow({ props, kept }: { props: FinancingProps; kept: KeptPlan | null }) {
  const onPage = useFinancedCar(props);
  const car = kept?.car ?? onPage;
  const occupations = useBankOccupations(kept?.id ?? null);
  const flow = useFinancingFlow(
    car,
    kept?.source ?? props.source,
    props.planId,
    {
      planType: props.offerId ? 'OFFER' : (props.planType ?? 'MSC'),
      offerId: props.offerId,
    },
    kept?.params,
  );
  const { t, step } = flow;
  const heading = useRef<HTMLDivElement>(null);
  // A sent proposal reopened by its id: `proposal-id`, else the address's `proposal` (the formalization
  // QR on a phone, a reload after sending) — until the shopper starts a new simulation.
  const [urlProposal] = useState(() => proposalOfUrl(window.location.href));
  const [resumeDismissed, setResumeDismissed] = useState(false);
  const resumeId = resumeDismissed || flow.sent ? null : (props.proposalId ?? urlProposal);
  const sentId = flow.sent?.id;
  useEffect(() => {
    // The address keeps the sent proposal, so a reload shows its result and voucher again.
    if (sentId)
      window.history.replaceState(window.history.state, '', withProposal(window.location.href, sentId));
  }, [sentId]);
  const restart = () => {
    window.history.replaceState(window.history.state, '', withoutProposal(window.location.href));
    setResumeDismissed(true);
    flow.restart();
  };

  // Each new screen takes the focus, so keyboard and screen-reader users start at its top.
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (resumeId) {
    return (
      <div className="fin-root" data-step="funding-resume" data-page-state="proposal">
        <div ref={heading} tabIndex={-1} className="fin-focus" aria-live="polite">
          <ResumedResult
            t={t}
            id={resumeId}
            formalizeUrl={withProposal(window.location.href, resumeId)}
            dealerName={props.dealerName}
            dealerContact={props.dealerContact}
            external={isExternal(props.source)}
            onRestart={restart}
          />
        </div>
      </div>
    );
  }

  if (!car) {
    return (
      <>
        <PendingDocuments t={t} />
        <LazyNotSoldOr>
          <p className="hub-alert" data-tone="info">
            {t('noCar')}
          </p>
        </LazyNotSoldOr>
      </>
    );
  }

  const chosen = flow.chosen;
  let screen: React.ReactNode = null;
  if (step === 'flow-selection') {
    screen = <SourceChoice t={t} onChoose={flow.chooseSource} />;
  } else if (step === flow.simulatorStep && flow.source === 'CDC' && !car.colorCode) {
    // The CDC request prices the car in a colour (seed 000 §3): until one is chosen, say so.
    screen = (
      <p className="hub-alert" data-tone="info" role="status">
        {t('noColor')}
      </p>
    );
  } else if (step === flow.simulatorStep && flow.source) {
    screen = flow.params ? (
      <>
        <SimulationScreen
          t={t}
          car={car}
          source={flow.source}
          onSource={flow.switchPlan}
          params={flow.params}
          onParams={flow.setParams}
          bounds={flow.bounds}
          simulation={flow.simulation}
          onChoose={flow.choose}
          onCompare={flow.compare}
        />
        {flow.comparator.open && (
          <Comparator
            t={t}
            rows={flow.comparator.rows}
            entranceValue={flow.simulation.result?.entranceValue ?? 0}
            versions={flow.versions}
            entrancePercent={flow.simulation.input?.entrancePercent ?? 0}
            term={flow.simulation.input?.numberOfInstallments ?? 0}
            onChoose={flow.choose}
            onClose={flow.comparator.close}
          />
        )}
      </>
    ) : (
      <Skeleton className="hub-stack" lines={3}>
        <p role="status" className="hub-text-muted">
          {t('simulating')}
        </p>
      </Skeleton>
    );
  } else if (step === 'installment-check' && chosen) {
    screen = (
      <PlanCheck
        t={t}
        result={chosen.result}
        coupon={flow.coupon}
        pricing={flow.pricing}
        onBack={() => flow.setStep(flow.simulatorStep)}
        onNext={() => flow.setStep(flow.registerStep)}
      />
    );
  } else if (step === 'installment-register' || step === 'next-lead-form') {
    screen = (
      <>
        {flow.signIn.needed && <SignInNotice t={t} href={flow.signIn.href} onLeave={flow.signIn.keep} />}
        <ProposalForm
          t={t}
          variant={step === 'next-lead-form' ? 'next' : 'full'}
          form={flow.form}
          onBack={() => flow.setStep('installment-check')}
          onNext={flow.submitForm}
          occupations={occupations}
        />
      </>
    );
  } else if (step === 'installment-terms-and-conditions') {
    screen = (
      <TermsForm
        t={t}
        accepted={flow.accepted}
        onAccept={flow.setAccepted}
        sendError={flow.sendError}
        onBack={() => flow.setStep(flow.registerStep)}
        onSend={() => void flow.send()}
      />
    );
  } else if (step === 'external-flow-error') {
    screen = (
      <ExternalFlowError
        t={t}
        onBack={() => flow.setStep('installment-terms-and-conditions')}
        onRetry={() => void flow.send()}
      />
    );
  } else if (step === 'loading-propose-result') {
    screen = (
      <p role="status" className="hub-text-muted fin-loading">
        <span className="hub-spinner" aria-hidden="true" /> {t('sending')}
      </p>
    );
  } else if (flow.sent && chosen) {
    screen = (
      <ResultScreen
        t={t}
        status={flow.sent.status}
        formalizeUrl={withProposal(window.location.href, flow.sent.id)}
        onRestart={restart}
        external={isExternal(flow.source)}
        voucher={{
          number: flow.sent.id,
          ...buyerOf(flow.values),
          dealerName: props.dealerName,
          dealerContact: props.dealerContact,
          validUntil: flow.validUntil,
          result: chosen.result,
        }}
      />
    );
  }
  return (
    <div className="fin-root" data-step={step} data-page-state={flow.pageState}>
      <Stepper<Stage>
        label={t('stages')}
        steps={STAGES.map((stage) => ({ id: stage, label: t(`stage.${stage}`) }))}
        current={stageOf(step)}
        done={stagesDone(stageOf(step))}
      />
      {!flow.sent && step !== 'loading-propose-result' && <PendingDocuments t={t} />}
      <div ref={heading} tabIndex={-1} className="fin-focus" aria-live="polite">
        {flow.carChanged && step === flow.simulatorStep && (
          <p className="hub-alert" data-tone="info" role="status">
            {t('carChanged')}
          </p>
        )}
        {screen}
      </div>
    </div>
  );
}
