import { useT, useWidget } from '../../core/WidgetContext.tsx';
import {
  moparKindLabel,
  moparTypeLabel,
  type Offer,
  offerMessages,
  offerScopeLabel,
  offerTypeLabel,
  priceDisplay,
} from '../../domain/offer/index.ts';
import { offersMessages } from './i18n.ts';

/** An offer's price in words and money, then its type, scope, Mopar kind and where it holds. */
export function OfferFacts({ offer }: { offer: Offer }) {
  const { context } = useWidget();
  const t = useT(offersMessages);
  const words = useT(offerMessages);
  const mopar = [
    offer.moparType && moparTypeLabel(words, offer.moparType),
    offer.moparKind && moparKindLabel(words, offer.moparKind),
  ].filter(Boolean);
  return (
    <>
      <p className="offers-price">{priceDisplay(offer, context.market, words)}</p>
      <p className="offers-meta">
        <span>{offerTypeLabel(words, offer.type)}</span>
        <span>{offerScopeLabel(words, offer.scope)}</span>
        {mopar.length > 0 && <span>{mopar.join(' · ')}</span>}
      </p>
      <p className="offers-meta">
        {offer.stateCode && offer.cityName
          ? t('placeOf', { city: offer.cityName, state: offer.stateCode })
          : t('national')}
        {offer.dealerName && <span>{t('dealerOf', { name: offer.dealerName })}</span>}
      </p>
    </>
  );
}
