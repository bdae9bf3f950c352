import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { BenefitsPanel, PollsPanel } from '../../domain/benefits/index.ts';
import { EligibilitySection } from './EligibilitySection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { loyaltyMessages } from './i18n.ts';
import { JoinSection } from './JoinSection.tsx';
import type { LoyaltyProps } from './loyalty.spec.ts';
import { MembershipSection } from './MembershipSection.tsx';
import { PrizesSection } from './PrizesSection.tsx';
import { RankingSection } from './RankingSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { useLoyalty } from './useLoyalty.ts';
import { WelcomeModal } from './WelcomeModal.tsx';

export type { LoyaltyProps } from './loyalty.spec.ts';

/**
 * The loyalty area of the page's brand: on brands without a programme, says so; signed out (or with a
 * refused sign-in), a sign-in prompt; a member gets the welcome once, then headed sections —
 * membership and medals, the benefits and the polls (domain/benefits, when the page declares the
 * benefits service), eligibility by VIN, subscription, ranking, prizes, FAQ; a user in no
 * programme yet gets the free register and the subscription.
 */
export function Loyalty({ loginUrl }: LoyaltyProps) {
  const t = useT(loyaltyMessages);
  const state = useLoyalty(t('sessionExpired'));
  const { member, guard } = state;
  const hasBenefits = Boolean(useWidget().context.services.benefits);

  if (!state.hasProgramme)
    return (
      <div className="hub-stack loyalty">
        <h2 className="hub-title">{t('title')}</h2>
        <p className="hub-alert" data-tone="info" part="alert">
          {t('noProgramme')}
        </p>
      </div>
    );
  if (!state.signedIn || state.expired)
    return (
      <SignInPrompt
        className="loyalty"
        title={t('title')}
        text={state.expired ? t('sessionExpired') : t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );

  return (
    <div className="hub-stack loyalty" aria-busy={state.loadStatus === 'loading' || undefined}>
      <h2 className="hub-title">{member ? member.program : t('title')}</h2>
      {member === undefined && state.loadStatus === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {state.loadStatus === 'error' && (
        <LoadFailed message={t('failure')} onRetry={state.reload} failure={state.loadFailure} />
      )}
      {member === null && (
        <div className="hub-stack loyalty-sections">
          <JoinSection t={t} guard={guard} onJoined={state.reload} />
          <SubscriptionSection t={t} guard={guard} onSubscribed={state.reload} />
        </div>
      )}
      {member && (
        <div className="hub-stack loyalty-sections">
          <WelcomeModal member={member} t={t} onMedal={state.reload} />
          <MembershipSection member={member} t={t} />
          {hasBenefits && (
            <>
              <BenefitsPanel headingLevel={3} onUnauthorized={state.expire} />
              <PollsPanel headingLevel={3} onUnauthorized={state.expire} />
            </>
          )}
          <EligibilitySection program={member.program} t={t} guard={guard} />
          <SubscriptionSection t={t} guard={guard} onSubscribed={state.reload} />
          <RankingSection member={member} t={t} guard={guard} />
          <PrizesSection points={member.points} t={t} guard={guard} />
          <FaqSection t={t} guard={guard} />
        </div>
      )}
    </div>
  );
}
