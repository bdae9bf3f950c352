import { useEffect, useRef, useState } from 'react';
import { getLoyaltySelf } from '../../api/loyalty.ts';
import { requestLoyaltyVoucher } from '../../api/vouchers.ts';
import { failureKind, reportingUnauthorized, ServiceError } from '../../core/errors.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { LOYALTY_BRANDS, toMembership } from '../../domain/loyalty/membership.ts';
import type { VoucherT } from './i18n.ts';

type Request = 'idle' | 'busy' | 'done' | 'already' | 'failed';

/**
 * The loyalty programme's voucher, on brands with a programme: the membership read from the loyalty
 * service (path and header of the brand, bearer), then the voucher asked once (POST vouchers/loyalty) for the user's own document.
 */
export function LoyaltyVouchers({
  document,
  t,
  onIssued,
  onUnauthorized,
}: {
  /** The signed-in user's own CPF (CUIL in Argentina). */
  document: string;
  t: VoucherT;
  onIssued: () => void;
  onUnauthorized: () => void;
}) {
  const { context, emit } = useWidget();
  const hasProgramme = LOYALTY_BRANDS.includes(context.brand) && Boolean(context.services.loyalty);
  // A user in no programme yet: the service answers 404 (a state, not a failure).
  const membership = useResource(hasProgramme ? `loyalty:${context.brand}` : null, async (signal) => {
    try {
      return toMembership(await reportingUnauthorized(getLoyaltySelf(context, signal), onUnauthorized));
    } catch (failure) {
      if (failure instanceof ServiceError && failure.status === 404) return null;
      throw failure;
    }
  });
  const [state, setState] = useState<Request>('idle');
  const statusRef = useRef<HTMLDivElement>(null);
  // The request button goes once answered: focus moves to the answer instead of the page's start.
  useEffect(() => {
    if (state === 'done' || state === 'already') statusRef.current?.focus();
  }, [state]);
  if (!hasProgramme) return null;

  const program = membership.status === 'success' ? (membership.data?.program ?? '') : '';
  const ask = async () => {
    if (state === 'busy' || !program) return;
    setState('busy');
    try {
      await reportingUnauthorized(requestLoyaltyVoucher(context, document, program), onUnauthorized);
      setState('done');
      emit('hub-submit-success', { form: 'loyalty-voucher' });
      onIssued();
    } catch (failure) {
      const already = failure instanceof ServiceError && failure.status === 409;
      setState(already ? 'already' : 'failed');
      emit('hub-submit-error', {
        form: 'loyalty-voucher',
        code: failureKind(failure),
      });
    }
  };

  return (
    <section className="hub-stack voucher-loyalty" aria-label={t('loyaltyTitle')}>
      <h3 className="hub-subtitle">{t('loyaltyTitle')}</h3>
      {membership.status === 'loading' && (
        <Skeleton>
          <p className="hub-hint">{t('loyaltyLoading')}</p>
        </Skeleton>
      )}
      {membership.status === 'error' && (
        <LoadFailed failure={membership.failure} message={t('failure')} onRetry={membership.retry} />
      )}
      {membership.status === 'success' && !membership.data && <p>{t('loyaltyNotMember')}</p>}
      {membership.status === 'success' && membership.data && (
        <>
          <p>
            {membership.data.points === null
              ? t('loyaltyMember', { program })
              : t('loyaltyPoints', { program, points: membership.data.points })}
          </p>
          {state !== 'done' && state !== 'already' && (
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                part="button"
                aria-disabled={state === 'busy' || undefined}
                data-loading={state === 'busy' ? '' : undefined}
                onClick={() => void ask()}
              >
                {state === 'busy' ? t('loyaltyRequesting') : t('loyaltyRequest', { program })}
              </button>
            </div>
          )}
          <div role="status" tabIndex={-1} ref={statusRef}>
            {state === 'done' && <p className="hub-hint">{t('loyaltyDone', { program })}</p>}
            {state === 'already' && <p className="hub-hint">{t('loyaltyAlready', { program })}</p>}
          </div>
          {state === 'failed' && (
            <p className="hub-alert" data-tone="error" role="alert" part="alert">
              {t('failure')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
