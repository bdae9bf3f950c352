import { useEffect, useMemo, useRef } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatDate } from '../../core/format.ts';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { AgreementForm } from './AgreementForm.tsx';
import { promotionMessages } from './i18n.ts';
import { invitationLinkOf, invitedByOf } from './invitation.ts';
import { LuckyNumbers } from './LuckyNumbers.tsx';
import type { PromotionProps } from './promotion.spec.ts';
import { QrValidation } from './QrValidation.tsx';
import { ShareInvitation } from './ShareInvitation.tsx';
import { usePromotion } from './usePromotion.ts';

export type { PromotionProps } from './promotion.spec.ts';

/**
 * A lucky-number promotion: signed out, a sign-in prompt; not yet in, the terms and the agreement (with
 * the invitation's `invited-by`); a participant, their lucky numbers, their invitation link and the QR
 * code validation.
 */
export function Promotion({ promotionId, termsUrl, loginUrl, shareUrl }: PromotionProps) {
  const { context, emit } = useWidget();
  const t = useT(promotionMessages);
  const state = usePromotion(promotionId, t('sessionExpired'));
  const invitedBy = useMemo(() => invitedByOf(window.location.search), []);
  const joinedRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfter();
  const { standing, participation } = state;
  const settled = !state.signedIn || state.expired || !promotionId || standing.status !== 'loading';
  useReadyWhen(settled);
  useEffect(() => {
    if (!promotionId) emit('hub-error', { code: 'missing-promotion-id', message: t('noPromotion') });
  }, [promotionId, emit, t]);

  if (!state.signedIn || state.expired)
    return (
      <SignInPrompt
        className="promotion"
        title={t('title')}
        text={state.expired ? t('sessionExpired') : t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );
  if (!promotionId)
    return (
      <div className="hub-stack promotion">
        <h2 className="hub-title">{t('title')}</h2>
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('noPromotion')}
        </p>
      </div>
    );
  if (standing.status !== 'success')
    return (
      <div className="hub-stack promotion" aria-busy={standing.status === 'loading' || undefined}>
        <h2 className="hub-title">{t('title')}</h2>
        {standing.status === 'error' ? (
          <LoadFailed failure={standing.failure} message={t('failure')} onRetry={standing.retry} />
        ) : (
          <Skeleton lines={3}>
            <p className="hub-hint" role="status">
              {t('loading')}
            </p>
          </Skeleton>
        )}
      </div>
    );

  const promotion = standing.data;
  const participantId = participation?.participantId ?? promotion.participantId;
  const dates = t('dates', {
    ends: formatDate(promotion.endsOn, context.market),
    draw: formatDate(promotion.drawOn, context.market),
  });
  const pageUrl = shareUrl ? new URL(shareUrl, window.location.href).href : window.location.href;
  const agreed = promotion.agreed || Boolean(participation);
  return (
    <div className="hub-stack promotion" aria-busy={state.numbers.status === 'loading' || undefined}>
      <h2 className="hub-title">{promotion.name}</h2>
      <p className="hub-text-muted">{dates}</p>
      {!agreed && invitedBy && (
        <p className="hub-alert" data-tone="info">
          {t('invited')}
        </p>
      )}
      {!agreed && (
        <AgreementForm
          t={t}
          promotionId={promotion.promotionId}
          invitedBy={invitedBy}
          termsUrl={termsUrl}
          onFailure={state.onFailure}
          onJoined={(joined) => {
            state.join(joined);
            // The form is gone: focus goes to what happened.
            focusAfter(() => joinedRef.current);
          }}
        />
      )}
      {agreed && promotion.agreed === false && (
        <p
          ref={joinedRef}
          className="hub-alert promotion-notice"
          data-tone="success"
          role="status"
          tabIndex={-1}
        >
          {t('joined')}
        </p>
      )}
      {agreed && !participation && state.numbers.status === 'error' && (
        <LoadFailed failure={state.numbers.failure} message={t('failure')} onRetry={state.numbers.retry} />
      )}
      {agreed && !participation && state.numbers.status === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {participation && <LuckyNumbers t={t} numbers={participation.luckyNumbers} />}
      {participation && (
        <QrValidation
          t={t}
          promotionId={promotion.promotionId}
          onNumber={state.addNumber}
          onFailure={state.onFailure}
        />
      )}
      {participation && participantId && (
        <ShareInvitation
          t={t}
          promotionName={promotion.name}
          link={invitationLinkOf(pageUrl, participantId)}
        />
      )}
    </div>
  );
}
