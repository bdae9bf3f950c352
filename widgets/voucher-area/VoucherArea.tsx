import { useCallback, useEffect, useId, useState } from 'react';
import { getSelf } from '../../api/users.ts';
import { getFidelityVouchers } from '../../api/vouchers.ts';
import { getCookie } from '../../core/cookies.ts';
import { reportingUnauthorized } from '../../core/errors.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { siteLink } from '../../core/weak-login.ts';
import { BenefitsPanel, hashFromProfile, PollsPanel } from '../../domain/benefits/index.ts';
import { ownDocumentOf } from '../../domain/profile/ownDocument.ts';
import { AccountNotice } from './AccountNotice.tsx';
import { type VoucherT, voucherAreaMessages } from './i18n.ts';
import { LoyaltyVouchers } from './LoyaltyVouchers.tsx';
import { RewardRedemption } from './RewardRedemption.tsx';
import { VoucherCard } from './VoucherCard.tsx';
import { groupOf, toFidelityVouchers, type Voucher } from './voucher.ts';
import type { VoucherAreaProps } from './voucher-area.spec.ts';

export type { VoucherAreaProps } from './voucher-area.spec.ts';

function VoucherList({
  title,
  empty,
  next,
  vouchers,
  document,
  t,
  onUnauthorized,
}: {
  title: string;
  empty: string;
  /** What to do next when the list is empty. */
  next?: string | undefined;
  vouchers: Voucher[];
  document: string;
  t: VoucherT;
  onUnauthorized: () => void;
}) {
  const id = useId();
  return (
    <section className="hub-stack" aria-labelledby={id}>
      <h3 className="hub-subtitle" id={id}>
        {title}
      </h3>
      {vouchers.length === 0 ? (
        <EmptyState message={empty} next={next} />
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list">
          {vouchers.map((v) => (
            <VoucherCard key={v.id} voucher={v} document={document} t={t} onUnauthorized={onUnauthorized} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HowToUse({ t }: { t: VoucherT }) {
  return (
    <section className="hub-stack" aria-label={t('howToUse')}>
      <h3 className="hub-subtitle">{t('howToUse')}</h3>
      <ol className="voucher-steps">
        <li>{t('howToUse1')}</li>
        <li>{t('howToUse2')}</li>
        <li>{t('howToUse3')}</li>
      </ol>
    </section>
  );
}

/**
 * The signed-in area's bonus vouchers: the fidelity vouchers of the user's own document from the
 * profile (CPF; CUIL in Argentina) — never one typed on the page —, how to use, the loyalty voucher,
 * rewards redemption. A profile without the document is asked to complete it; a sign-in the services
 * refuse (401) is asked to sign in again and fires `hub-error`.
 */
export function VoucherArea({ loginUrl, profileUrl }: VoucherAreaProps) {
  const { context, emit } = useWidget();
  const t = useT(voucherAreaMessages);
  const weakLogin = context.settings['weak-login-brand'];
  const signedIn = Boolean(getCookie(context.authCookie));
  const [expired, setExpired] = useState(false);
  const onUnauthorized = useCallback(() => setExpired(true), []);
  const profile = useResource(signedIn && context.services.users ? 'self' : null, (signal) =>
    reportingUnauthorized(getSelf(context, signal), onUnauthorized),
  );
  const document = profile.status === 'success' ? ownDocumentOf(profile.data, context.country) : null;
  const vouchers = useResource(!expired && document ? `document:${document}` : null, async (signal) =>
    toFidelityVouchers(
      await reportingUnauthorized(getFidelityVouchers(context, document!, signal), onUnauthorized),
    ),
  );
  useEffect(() => {
    if (expired) emit('hub-error', { code: 'unauthorized', message: t('sessionExpired') });
  }, [expired, emit, t]);

  // Generated vouchers come back from 'redeemed' as active; each is listed by its own status.
  const inGroup = (group: ReturnType<typeof groupOf>) =>
    vouchers.status === 'success'
      ? [...vouchers.data.available, ...vouchers.data.redeemed].filter((v) => groupOf(v) === group)
      : [];
  const signIn = siteLink(loginUrl, weakLogin);

  if (!signedIn || expired)
    return (
      <div className="hub-stack voucher-area">
        <h2 className="hub-title">{t('title')}</h2>
        <AccountNotice
          title={expired ? t('sessionExpired') : t('signedOut')}
          detail={expired ? undefined : t('signedOutDetail')}
          href={signIn}
          action={t('signIn')}
          urgent={expired}
        />
      </div>
    );

  const lists = [
    ['available', t('available'), t('noAvailable'), t('noAvailableNext')],
    ['active', t('active'), t('noActive'), t('noActiveNext')],
    ['past', t('past'), t('noPast'), undefined],
  ] as const;
  return (
    <div
      className="hub-stack voucher-area"
      aria-busy={profile.status === 'loading' || vouchers.status === 'loading' || undefined}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      {profile.status === 'success' && !document && (
        <AccountNotice
          title={t('completeProfile')}
          detail={t('completeProfileDetail')}
          href={siteLink(profileUrl, weakLogin)}
          action={t('completeProfileAction')}
        />
      )}
      {(profile.status === 'loading' || vouchers.status === 'loading') && (
        <Skeleton>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {profile.status === 'error' && (
        <LoadFailed failure={profile.failure} message={t('failure')} onRetry={profile.retry} />
      )}
      {vouchers.status === 'error' && (
        <LoadFailed failure={vouchers.failure} message={t('failure')} onRetry={vouchers.retry} />
      )}
      {vouchers.status === 'success' && document && (
        <>
          {vouchers.data.maxDiscount !== null && vouchers.data.maxDiscount > 0 && (
            <p className="hub-alert" data-tone="info" part="alert">
              {t('maxDiscount', { value: formatMoney(vouchers.data.maxDiscount, context.market) })}.{' '}
              {t('discountRule')}
            </p>
          )}
          {lists.map(([group, title, empty, next]) => (
            <VoucherList
              key={group}
              title={title}
              empty={empty}
              next={next}
              vouchers={inGroup(group)}
              document={document}
              t={t}
              onUnauthorized={onUnauthorized}
            />
          ))}
        </>
      )}
      {document && (
        <LoyaltyVouchers
          document={document}
          t={t}
          onIssued={vouchers.retry}
          onUnauthorized={onUnauthorized}
        />
      )}
      <HowToUse t={t} />
      {document && <RewardRedemption document={document} t={t} onUnauthorized={onUnauthorized} />}
      {/* Benefits beside the vouchers: once the profile names its owner (an incomplete one is asked to complete it first). */}
      {profile.status === 'success' && document && context.services.benefits && (
        <>
          <BenefitsPanel
            headingLevel={3}
            hash={hashFromProfile(profile.data)}
            onUnauthorized={onUnauthorized}
          />
          <PollsPanel headingLevel={3} hash={hashFromProfile(profile.data)} onUnauthorized={onUnauthorized} />
        </>
      )}
    </div>
  );
}
