import { useEffect, useRef } from 'react';
import { getOffer, getPaymentTypes } from '../../api/offers.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import {
  type Offer,
  offerMessages,
  offerPrice,
  paymentTypeLabel,
  readOffer,
} from '../../domain/offer/index.ts';
import { type FundingOffer, OfferFunding } from '../../domain/offer-funding/index.ts';
import { PriceNotes } from '../../domain/price/index.ts';
import { offersMessages } from './i18n.ts';
import { OfferFacts } from './OfferFacts.tsx';
import { ReserveOffer } from './ReserveOffer.tsx';
import { SaveButton } from './SaveButton.tsx';
import type { useSavedOffers } from './useSavedOffers.ts';

interface Props {
  id: string;
  /** Saving, signed in; absent signed out. */
  saved: ReturnType<typeof useSavedOffers> | null;
  onBack: () => void;
  /** The host's sign-in page, for keeping a simulation signed out. */
  loginUrl?: string | undefined;
}

/**
 * The car an offer finances: a car offer with its version and year (a Mopar service or accessory has
 * none), at the offer's price by its price source table.
 */
function fundingOf(offer: Offer, brand: string): FundingOffer | null {
  if (!offer.mvsCode || offer.year === null || offer.moparType) return null;
  const { id, title, mvsCode, year } = offer;
  return { id, title, mvsCode, year, price: offerPrice(offer), brand };
}

/**
 * One offer (`offer/{id}`): its title, price and facts, the payment types of the market (`v2/payment`),
 * the save toggle, the offer-funding calculator (a car offer's plan, with car change and upgrade), and
 * the reserve.
 */
export function OfferDetail({ id, saved, onBack, loginUrl }: Props) {
  const { context } = useWidget();
  const t = useT(offersMessages);
  const words = useT(offerMessages);
  const loaded = useResource(id, async (signal) => {
    const offer = readOffer(await getOffer(context, id, signal));
    if (!offer) throw new Error('not an offer');
    return offer;
  });
  const payments = useResource(`payments:${context.brand}:${context.market}`, (signal) =>
    getPaymentTypes(context, signal),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The detail replaces the results: the reader goes on at its heading.
  useEffect(() => {
    if (loaded.status === 'success') headingRef.current?.focus();
  }, [loaded.status]);
  const offer = loaded.data;
  const funded = offer ? fundingOf(offer, context.brand) : null;

  return (
    <article className="hub-stack offers-detail" aria-busy={loaded.status === 'loading' || undefined}>
      <p>
        <button type="button" className="hub-button" data-variant="link" part="button" onClick={onBack}>
          {t('back')}
        </button>
      </p>
      {loaded.status === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {loaded.status === 'error' && (
        <LoadFailed
          failure={loaded.failure}
          message={t('failed')}
          retryLabel={t('retry')}
          onRetry={loaded.retry}
        />
      )}
      {offer && (
        <>
          <h3 className="hub-subtitle" ref={headingRef} tabIndex={-1}>
            {offer.title}
          </h3>
          <OfferFacts offer={offer} />
          {funded && (
            <PriceNotes
              mvsCode={funded.mvsCode}
              year={funded.year}
              price={funded.price}
              priceType={offer.priceSource}
            />
          )}
          {offer.year && <p className="offers-meta">{t('year', { year: offer.year })}</p>}
          {saved?.ready && (
            <p>
              <SaveButton
                t={t}
                title={offer.title}
                saved={saved.ids.includes(offer.id)}
                busy={saved.busy}
                onToggle={() => void saved.toggle(offer.id)}
              />
            </p>
          )}
          <section className="hub-stack" aria-labelledby="offers-payments-title">
            <h4 className="hub-subtitle" id="offers-payments-title">
              {t('payments')}
            </h4>
            {payments.status === 'error' && (
              <LoadFailed
                failure={payments.failure}
                message={t('paymentsFailed')}
                retryLabel={t('retry')}
                onRetry={payments.retry}
              />
            )}
            {payments.data && (
              <ul className="offers-payments">
                {payments.data
                  .filter((payment) => payment.enabled)
                  .map((payment) => (
                    <li key={payment.id}>{paymentTypeLabel(words, payment.id)}</li>
                  ))}
              </ul>
            )}
          </section>
          {funded && <OfferFunding offer={funded} loginUrl={loginUrl} headingLevel={3} />}
          <ReserveOffer offerId={offer.id} />
        </>
      )}
    </article>
  );
}
