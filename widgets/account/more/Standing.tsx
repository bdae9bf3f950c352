import { useRef, useState } from 'react';
import {
  getAssociatedDealer,
  getLatestUpdate,
  outdateAgreement,
  type UserProfile,
} from '../../../api/users.ts';
import { failureKind, ServiceError } from '../../../core/errors.ts';
import { formatDate } from '../../../core/format.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { standingMessages } from './i18n.ts';
import { lastUpdateOf, loyaltyDealerOf } from './standing.ts';

interface Props {
  profile: UserProfile;
}

/** A call that answers 404 when there is nothing to tell: nothing, not a failure. */
const orNothing = (error: unknown) => {
  if (error instanceof ServiceError && error.status === 404) return null;
  throw error;
};

/**
 * The account's standing: the loyalty programme's dealer, when the data last changed (read again
 * after each save) and the terms of use asked again at the next access (`PATCH users/self/agreement/
 * outdate`, sent once).
 */
export function Standing({ profile }: Props) {
  const { context, emit } = useWidget();
  const t = useT(standingMessages);
  const dealer = useResource('loyalty-dealer', (signal) =>
    getAssociatedDealer(context, signal).then(loyaltyDealerOf, orNothing),
  );
  // The profile object changes after each save: the last update is read again.
  const [version, setVersion] = useState({ profile, n: 0 });
  if (version.profile !== profile) setVersion({ profile, n: version.n + 1 });
  const update = useResource(`last-update:${profile.id}:${version.n}`, (signal) =>
    getLatestUpdate(context, profile.id, signal).then(lastUpdateOf, orNothing),
  );
  const [agreement, setAgreement] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const sending = useRef(false);
  const outdate = async () => {
    // Sent once: the ref stays set after a success (a second press may come before the re-render).
    if (sending.current) return;
    sending.current = true;
    setAgreement('sending');
    try {
      await outdateAgreement(context);
      emit('hub-submit-success', { form: 'account-agreement' });
      setAgreement('done');
    } catch (error) {
      emit('hub-submit-error', {
        form: 'account-agreement',
        code: failureKind(error),
      });
      setAgreement('failed');
      sending.current = false;
    }
  };
  const shown = (resource: { status: string; data?: string | null | undefined }, none: string) =>
    resource.status === 'success'
      ? (resource.data ?? none)
      : resource.status === 'error'
        ? t('unavailable')
        : '…';
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-standing-title">
      <h3 className="hub-subtitle" id="account-standing-title">
        {t('title')}
      </h3>
      <dl
        className="hub-facts account-data"
        aria-busy={dealer.status === 'loading' || update.status === 'loading' || undefined}
      >
        <div>
          <dt>{t('loyaltyDealer')}</dt>
          <dd>{shown(dealer, t('noLoyaltyDealer'))}</dd>
        </div>
        <div>
          <dt>{t('lastUpdate')}</dt>
          <dd>
            {shown(
              {
                status: update.status,
                data: update.data ? formatDate(update.data, context.market) : update.data,
              },
              t('noUpdate'),
            )}
          </dd>
        </div>
      </dl>
      <h4 className="hub-subtitle">{t('agreementTitle')}</h4>
      <p>{t('agreementText')}</p>
      {agreement === 'done' && (
        <p className="hub-alert" data-tone="success" role="status">
          {t('agreementDone')}
        </p>
      )}
      {agreement === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('failure')}
        </p>
      )}
      {agreement !== 'done' && (
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={agreement === 'sending' || undefined}
            data-loading={agreement === 'sending' || undefined}
            onClick={() => void outdate()}
          >
            {agreement === 'sending'
              ? t('agreementSending')
              : agreement === 'failed'
                ? t('retry')
                : t('agreementButton')}
          </button>
        </div>
      )}
    </section>
  );
}
