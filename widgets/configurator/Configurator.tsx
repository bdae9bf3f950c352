import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { Stepper } from '../../core/form/Stepper.tsx';
import { ConflictModal } from '../../domain/car/ConflictModal.tsx';
import { LazyNotSoldOr } from '../../domain/model/LazyNotSoldOr.tsx';
import { LocationSelector } from '../location-selector/index.ts';
import { CarImage } from './CarImage.tsx';
import type { ConfiguratorProps } from './configurator.spec.ts';
import { doneSteps, furthestOf, STEPS, type Step } from './steps.ts';
import { Totals } from './Totals.tsx';
import { useConfigurator } from './useConfigurator.ts';
import { VersionStep } from './VersionStep.tsx';

export type { ConfiguratorProps } from './configurator.spec.ts';

/** The steps after the version: fetched once a version is chosen (or on reaching one after a reload). */
const loadLaterSteps = () => import('./laterSteps.ts');
const OptionalsStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.OptionalsStep })));
const ColorStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.ColorStep })));
const ExtrasStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.ExtrasStep })));
/** The summary's code (receipt, PDF, sharing, comparison): fetched on the step before it, or on reaching it. */
const loadSummary = () => import('./SummaryStep.tsx');
const SummaryStep = lazy(() => loadSummary().then((module) => ({ default: module.SummaryStep })));

/** The car configurator: version, optionals, colour, coating, accessories, services and summary. */
export function Configurator(props: ConfiguratorProps) {
  const state = useConfigurator(props);
  const { t, step, index, goTo, car, versions, notice, askLocation, context } = state;
  // The shared location selector, when the page declares the services it needs.
  const locating = Boolean(context.services.location && context.services.dealers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // The furthest step reached: the steps before it are drawn as done.
  const [furthest, setFurthest] = useState<Step>(step);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
    setFurthest((reached) => furthestOf(reached, step));
    if (STEPS.indexOf(step) >= STEPS.length - 2) void loadSummary();
  }, [step]);

  const model = car.mvs?.modelName;
  const ready = car.mvs !== null;
  useEffect(() => {
    if (ready) void loadLaterSteps();
  }, [ready]);
  const screen = (
    <div className="hub-stack cfg" part="root" data-step={step}>
      <h2 className="hub-title">{model ? t('title', { model }) : t('titleNoModel')}</h2>
      {notice && (
        <div className="hub-alert cfg-controls" data-tone={notice.tone} role="status" part="alert">
          {notice.text}
        </div>
      )}
      {locating && (
        <div className="cfg-location cfg-controls">
          <LocationSelector layout={askLocation ? 'box' : 'modal'} embedded />
        </div>
      )}
      {versions.status === 'error' ? (
        <LoadFailed
          message={t('genericError')}
          retryLabel={t('retry')}
          onRetry={versions.retry}
          failure={versions.failure}
        />
      ) : (
        <>
          <div className="cfg-steps cfg-controls">
            <Stepper<Step>
              label={t('steps')}
              steps={STEPS.map((name) => ({ id: name, label: t(`step.${name}`) }))}
              current={step}
              done={doneSteps(furthest, step, ready)}
              onSelect={goTo}
              available={(name) => name === 'version' || ready}
            />
          </div>
          <div className="cfg-layout">
            <section className="hub-stack cfg-panel" aria-labelledby="cfg-step-title">
              <h3 id="cfg-step-title" className="hub-subtitle" ref={headingRef} tabIndex={-1}>
                <span className="hub-visually-hidden">
                  {t('stepOf', { n: index + 1, total: STEPS.length })}:{' '}
                </span>
                {t(`step.${step}`)}
              </h3>
              {step !== 'version' && step !== 'resume' && <CarImage state={state} rendition="slider" />}
              {step === 'version' && <VersionStep state={state} />}
              {/* A later step whose code is still arriving looks like one whose offer is still loading. */}
              <Suspense
                fallback={
                  <Skeleton className="hub-stack" lines={3}>
                    <p role="status">{t('loading')}</p>
                  </Skeleton>
                }
              >
                {step === 'optionals' && <OptionalsStep state={state} />}
                {step === 'color' && <ColorStep state={state} />}
                {(step === 'coating' || step === 'accessories' || step === 'services') && (
                  <ExtrasStep state={state} kind={step} />
                )}
                {step === 'resume' && <SummaryStep state={state} />}
              </Suspense>
              <div className="hub-row cfg-nav cfg-controls">
                {index > 0 && (
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    onClick={() => goTo(STEPS[index - 1]!)}
                  >
                    {t('previous')}
                  </button>
                )}
                {index < STEPS.length - 1 && (
                  <button
                    type="button"
                    className="hub-button"
                    aria-disabled={!ready || undefined}
                    aria-describedby={ready ? undefined : 'cfg-need-version'}
                    onClick={() => ready && goTo(STEPS[index + 1]!)}
                  >
                    {t('next')}
                  </button>
                )}
                {!ready && (
                  <p id="cfg-need-version" className="hub-hint">
                    {t('chooseVersionFirst')}
                  </p>
                )}
              </div>
            </section>
            {ready && step !== 'resume' && <Totals state={state} />}
          </div>
          <ConflictModal
            plan={state.plan}
            blocked={state.blocked}
            nameOf={state.partName}
            colors={state.offer.data?.colors ?? []}
            colorName={state.car.color?.name ?? ''}
            onRefine={state.refinePlan}
            onConfirm={state.confirmPlan}
            onCancel={state.cancelPlan}
            onDismissBlocked={state.dismissBlocked}
          />
        </>
      )}
    </div>
  );
  // No version at all: is the brand sold in the market? If not, that is all there is to say (no location
  // box, no steps, no dead "Continuar").
  if (versions.status !== 'success' || versions.data.length > 0) return screen;
  return (
    <LazyNotSoldOr
      frame={(notice) => (
        <div className="hub-stack cfg" part="root">
          <h2 className="hub-title">{t('titleNoModel')}</h2>
          {notice}
        </div>
      )}
    >
      {screen}
    </LazyNotSoldOr>
  );
}
