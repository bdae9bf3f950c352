import { useId, useState } from 'react';
import type { KeptSimulation } from '../../api/funding.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatMoney } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { splitCarCode } from '../car/rules/splitCarCode.ts';
import { PlanResult } from '../financing/PlanResult.tsx';
import { PlanSliders } from '../financing/PlanSliders.tsx';
import { NO_MODEL } from '../model/ModelChoice.tsx';
import { CarChangeModal, type CarDraft } from './CarChangeModal.tsx';
import type { FundedCar, FundingOffer } from './fundedCar.ts';
import { offerFundingMessages } from './i18n.ts';
import { KeepPlan } from './KeepPlan.tsx';
import { UpgradeModal } from './UpgradeModal.tsx';
import { useOfferFunding } from './useOfferFunding.ts';

/** Props of {@link OfferFunding}. */
export interface OfferFundingProps {
  /** The level of the calculator's heading: 2 on its own, 3 inside an offer's detail. */
  headingLevel?: 2 | 3;
  /** The offer the plan is simulated for and kept with: id, title, mvsCode, year, price, brand. */
  offer: FundingOffer;
  /** The host's sign-in page, linked when keeping the plan needs the shopper signed in. */
  loginUrl?: string | undefined;
  /** Told when the shopper changes the car (car-change or upgrade modal): the car now on screen. */
  onCarChange?: ((car: FundedCar) => void) | undefined;
  /** Told when the plan is kept with the offer: the simulation as the funding service reads it back. */
  onSimulationKept?: ((simulation: KeptSimulation) => void) | undefined;
}

/**
 * The offer-funding calculator (seed 000 §2): the offer's car simulated with the CDC defaults
 * (entrance and term sliders, installment, total, CET/CFT in the market's money), a car-change modal
 * (another model, version and colour from the catalogue) and an upgrade-version modal (the versions
 * above, with the price and installment differences); the plan is kept with the offer
 * (`POST simulate`, then `PUT simulate/{simulate}/offer/{offer}`). Mounted inside a widget's scope.
 */
export function OfferFunding({
  offer,
  loginUrl,
  onCarChange,
  onSimulationKept,
  headingLevel = 2,
}: OfferFundingProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useT(offerFundingMessages);
  const { context } = useWidget();
  const titleId = useId();
  const funding = useOfferFunding(offer, onSimulationKept);
  const { car, params, simulation, result } = funding;
  const [modal, setModal] = useState<'car' | 'upgrade' | null>(null);
  const [draft, setDraft] = useState<CarDraft>(() => ({
    model: {
      ...NO_MODEL,
      modelCode: splitCarCode(offer.mvsCode, context.brand).modelCode,
      mvsCode: offer.mvsCode,
    },
    colorCode: offer.colorCode ?? '',
  }));
  const choose = (next: FundedCar) => {
    setModal(null);
    funding.changeCar(next);
    onCarChange?.(next);
  };
  return (
    <section className="hub-stack" aria-labelledby={titleId}>
      <Heading className={headingLevel === 2 ? 'hub-title' : 'hub-subtitle'} id={titleId}>
        {t('title')}
      </Heading>
      {funding.colors.status === 'error' && !car ? (
        <LoadFailed
          failure={funding.colors.failure}
          message={t('colorsFailed')}
          onRetry={funding.colors.retry}
        />
      ) : !car || !params ? (
        <Skeleton className="hub-stack" lines={3}>
          <p className="hub-text-muted" role="status">
            {t('simulating')}
          </p>
        </Skeleton>
      ) : (
        <>
          <div className="hub-card hub-stack" data-car={car.mvsCode}>
            <p className="hub-subtitle">{car.title}</p>
            <p className="hub-text-muted">
              {t('carPrice', { price: formatMoney(car.price, context.market) })} ·{' '}
              {t('carColor', { color: car.colorName })}
            </p>
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                onClick={() => setModal('car')}
              >
                {t('changeCar')}
              </button>
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                onClick={() => setModal('upgrade')}
              >
                {t('upgrade')}
              </button>
            </div>
          </div>
          <PlanSliders
            t={t}
            price={car.price}
            params={params}
            bounds={funding.bounds}
            onParams={funding.changeParams}
          />
          <PlanResult t={t} title={t('planTitle')} simulation={simulation} result={result}>
            <KeepPlan
              t={t}
              busy={simulation.status === 'loading'}
              keep={funding.keep}
              onKeep={funding.keepPlan}
              loginUrl={loginUrl}
            />
          </PlanResult>
          <CarChangeModal
            t={t}
            open={modal === 'car'}
            car={car}
            draft={draft}
            onDraft={setDraft}
            onClose={() => setModal(null)}
            onChoose={choose}
          />
          <UpgradeModal
            t={t}
            open={modal === 'upgrade'}
            car={car}
            params={params}
            installment={result?.installmentsValue}
            onClose={() => setModal(null)}
            onChoose={choose}
          />
        </>
      )}
    </section>
  );
}
