import { useEffect, useRef, useState } from 'react';
import { decryptPartnershipToken, getDefaultCoupon } from '../../api/coupons.ts';
import { ServiceError } from '../../core/errors.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { CouponField, couponPeriod, isCouponPeriod, useCoupon } from '../../domain/coupon/index.ts';
import { CouponUse } from './CouponUse.tsx';
import { couponsMessages } from './i18n.ts';
import { partnerTokenOf } from './partnerToken.ts';

interface Props {
  offerId?: string | undefined;
  period?: string | undefined;
}

/**
 * The shopper's coupon check: the offer's default coupon for the period (and a partner link's coupon,
 * which comes first) prefilled, the coupon with an optional CPF (CUIL) and entry payment checked
 * anonymously, and once applied with a CPF, the use counted.
 */
export function ShopperCoupons({ offerId = '', period }: Props) {
  const t = useT(couponsMessages);
  const { context, emit } = useWidget();
  const month = period && isCouponPeriod(period) ? period : couponPeriod();
  const [token] = useState(() => partnerTokenOf(window.location.search));
  const partner = useResource(token ? `partner:${token}` : null, (signal) =>
    decryptPartnershipToken(context, token ?? '', signal),
  );
  // An offer without a default coupon answers 404: nothing to offer, not a failure.
  const offered = useResource(offerId ? `default:${offerId}:${month}` : null, (signal) =>
    getDefaultCoupon(context, offerId, month, signal).catch((failure: unknown) => {
      if (failure instanceof ServiceError && failure.status === 404) return null;
      throw failure;
    }),
  );
  const coupon = useCoupon({
    offerId,
    period: month,
    withCpf: true,
    withEntry: true,
    nameRequired: true,
    onApplied: (applied) =>
      emit('hub-submit-success', {
        form: 'coupon-validate',
        coupon: applied.name,
        discount: applied.discount,
        offerId,
      }),
  });
  // The first interactive state: the offer's coupon (and the partner's) known or failed.
  useReadyWhen(!offerId || (offered.status !== 'loading' && partner.status !== 'loading'));

  // A partner's coupon (and CPF) first, else the offer's default, prefilled once into an empty form.
  const prefilled = useRef(false);
  const { setName, setCpf } = coupon;
  // What the shopper typed meanwhile (e.g. while the offer's coupon failed) is never overwritten.
  const typed = useRef(coupon.name);
  typed.current = coupon.name;
  useEffect(() => {
    if (prefilled.current || offered.status === 'loading' || partner.status === 'loading') return;
    if (typed.current.trim()) return;
    const name = partner.data?.coupon ?? offered.data?.name;
    if (!name) return;
    prefilled.current = true;
    setName(name);
    if (partner.data?.cpf) setCpf(partner.data.cpf);
  }, [offered.status, offered.data, partner.status, partner.data, setName, setCpf]);

  return (
    <>
      <h2 className="hub-title">{t('title')}</h2>
      {!offerId ? (
        <p>{t('noOffer')}</p>
      ) : (
        <>
          <p className="coupons-note">{t('intro')}</p>
          {partner.status === 'success' && (
            <div className="hub-alert" data-tone="info" part="alert">
              <p className="coupons-note">{t('partner', { partner: partner.data.partner })}</p>
              {partner.data.coupon && (
                <p className="coupons-note">{t('partnerCoupon', { coupon: partner.data.coupon })}</p>
              )}
            </div>
          )}
          {partner.status === 'error' && (
            <p className="hub-alert" data-tone="info" part="alert">
              {t('partnerUnreadable')}
            </p>
          )}
          {offered.status === 'error' && (
            <LoadFailed message={t('failure')} onRetry={offered.retry} failure={offered.failure} />
          )}
          {offered.status === 'success' && offered.data && (
            <p className="coupons-note">
              {t('offerCoupon', {
                period: month,
                name: offered.data.name,
                discount: offered.data.discountPercent,
              })}{' '}
              {offered.data.needsEntry && t('offerCouponEntry')}
            </p>
          )}
          <CouponField coupon={coupon} withCpf withEntry required />
          {coupon.applied?.cpf && (
            <CouponUse offerId={offerId} name={coupon.applied.name} cpf={coupon.applied.cpf} />
          )}
        </>
      )}
    </>
  );
}
