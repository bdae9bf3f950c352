import { useMemo } from 'react';
import { getUserReserves } from '../../api/reservations.ts';
import { getSelf } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { siteLink } from '../../core/weak-login.ts';
import { EMPTY_CUSTOMER } from '../../domain/order/billing/billingData.ts';
import { ownDocumentOf } from '../../domain/profile/ownDocument.ts';
import { prefillOf } from '../../domain/profile/prefillOf.ts';
import { myOrdersMessages } from './i18n.ts';
import type { MyOrdersProps } from './my-orders.spec.ts';
import { OrderCard } from './OrderCard.tsx';

export type { MyOrdersProps } from './my-orders.spec.ts';

/**
 * The signed-in buyer's orders: those of the profile's own document (CPF; CUIL in Argentina), newest
 * first, each an {@link OrderCard}. Signed out, the buyer is asked to sign in; a profile without its
 * document, to complete it; a failing load says so with a retry.
 */
export function MyOrders({
  loginUrl,
  reservationUrl,
  configuratorUrl,
  financingUrl,
  pollInterval,
}: MyOrdersProps) {
  const { context } = useWidget();
  const t = useT(myOrdersMessages);
  const weakLogin = context.settings['weak-login-brand'];
  const signedIn = Boolean(getCookie(context.authCookie));
  const profile = useResource(signedIn ? 'self' : null, (signal) => getSelf(context, signal));
  const document = profile.status === 'success' ? ownDocumentOf(profile.data, context.country) : null;
  const orders = useResource(document ? `orders:${document}` : null, async () =>
    (await getUserReserves(context, document as string)).toReversed(),
  );
  const buyer = useMemo(() => {
    if (profile.status !== 'success') return EMPTY_CUSTOMER;
    const { fullName, document, email, phone } = prefillOf(profile.data, context.market);
    return { name: fullName, document, email, phone };
  }, [profile, context.market]);
  const links = {
    reservationUrl: siteLink(reservationUrl, weakLogin),
    configuratorUrl: siteLink(configuratorUrl, weakLogin),
    financingUrl: siteLink(financingUrl, weakLogin),
  };

  return (
    <div
      className="hub-stack orders"
      part="root"
      aria-busy={profile.status === 'loading' || orders.status === 'loading' || undefined}
    >
      <h2 className="hub-title">{t('title')}</h2>
      {!signedIn && (
        <div className="hub-alert hub-stack" data-tone="info" part="alert">
          <p>{t('signedOut')}</p>
          {loginUrl && (
            <a className="hub-button" href={siteLink(loginUrl, weakLogin)}>
              {t('signIn')}
            </a>
          )}
        </div>
      )}
      {profile.status === 'success' && !document && (
        <p className="hub-alert" data-tone="info" part="alert">
          {t('completeProfile')}
        </p>
      )}
      {(profile.status === 'loading' || orders.status === 'loading') && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {profile.status === 'error' && (
        <LoadFailed failure={profile.failure} message={t('failure')} onRetry={profile.retry} />
      )}
      {orders.status === 'error' && (
        <LoadFailed failure={orders.failure} message={t('failure')} onRetry={orders.retry} />
      )}
      {orders.status === 'success' &&
        (orders.data.length === 0 ? (
          <EmptyState message={t('none')} next={t('noneNext')} />
        ) : (
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
          <ul className="hub-list hub-stack" role="list">
            {orders.data.map((order) => (
              <OrderCard
                key={order.id}
                t={t}
                order={order}
                buyer={buyer}
                pollInterval={pollInterval}
                {...links}
              />
            ))}
          </ul>
        ))}
    </div>
  );
}
