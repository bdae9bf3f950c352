import { CarThumbnail } from '../../domain/car/image/CarThumbnail.tsx';
import { OfferPlanLine } from '../../domain/financing/OfferPlanLine.tsx';
import type { OfferPlan } from '../../domain/financing/psaOfferPlans.ts';
import type { Offer } from '../../domain/offer/index.ts';
import type { OffersT } from './i18n.ts';
import { OfferFacts } from './OfferFacts.tsx';
import { SaveButton } from './SaveButton.tsx';

interface Props {
  t: OffersT;
  offer: Offer;
  /** The offer's financing plan (the PSA bank's, on Peugeot, Citroën and DS pages), when there is one. */
  plan?: OfferPlan | undefined;
  /** The catalogue category of the offer's model: the body drawn when there is no picture. */
  category?: string | undefined;
  /** Saving: whether it is saved and how to toggle it; absent signed out. */
  save?: { saved: boolean; busy: boolean; onToggle: () => void } | undefined;
  onOpen: () => void;
}

/**
 * One offer of the results: the car's picture (a car offer's, or its model's body drawn when the page has
 * no image template; services and accessories have none), title, price and facts, its financing plan
 * when there is one, the button that opens it and the save toggle.
 */
export function OfferCard({ t, offer, plan, category, save, onOpen }: Props) {
  return (
    <li className="hub-card hub-stack offers-card">
      {!offer.moparType && offer.mvsCode && (
        <CarThumbnail
          rendition="card"
          category={category}
          mvs={{
            code: offer.mvsCode,
            modelCode: offer.modelCode,
            versionCode: '',
            seriesCode: '',
            year: offer.year ?? 0,
          }}
        />
      )}
      <h4 className="hub-subtitle">{offer.title}</h4>
      <OfferFacts offer={offer} />
      {plan && <OfferPlanLine plan={plan} />}
      <div className="hub-row offers-actions">
        <button
          type="button"
          className="hub-button"
          part="button"
          data-offer={offer.id}
          aria-label={t('openOf', { title: offer.title })}
          onClick={onOpen}
        >
          {t('open')}
        </button>
        {save && <SaveButton t={t} title={offer.title} {...save} />}
      </div>
    </li>
  );
}
