import { useId } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { benefitsMessages } from './i18n.ts';
import { MemberBenefits } from './MemberBenefits.tsx';
import { useBenefitsMember } from './useBenefitsMember.ts';

/** Props of {@link BenefitsPanel} and {@link PollsPanel}. */
export interface BenefitsPanelProps {
  /** Called when the users service refuses the sign-in (401): the host asks to sign in again. */
  onUnauthorized?: () => void;
  /** The panel's heading level (its lists take the next one); default 2. */
  headingLevel?: 2 | 3;
  /**
   * The member's benefits hash when the host already holds it (a signed-in area that read the
   * profile); else the page address's (`?hash=`), else the signed-in profile's.
   */
  hash?: string | null | undefined;
}

/**
 * The member's benefits (seed 001 §2, §3, §7 "Benefits service v1"): available, redeemed and next,
 * each with its state in words; redeem at a dealer as SELF, GIFT or GIFTED; rate 1 to 5; coverage
 * by e-mail or chassis. The member is the one of a benefit link (`?hash=`) or the signed-in user;
 * reads the page context itself, so any widget can mount it.
 */
export function BenefitsPanel({ onUnauthorized, headingLevel = 2, hash }: BenefitsPanelProps) {
  const t = useT(benefitsMessages);
  const member = useBenefitsMember(onUnauthorized, hash);
  const id = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section
      className="hub-stack benefits-panel"
      aria-labelledby={id}
      aria-busy={member.status === 'loading' || undefined}
    >
      <Title className={headingLevel === 2 ? 'hub-title' : 'hub-subtitle'} id={id}>
        {t('benefitsTitle')}
      </Title>
      <p className="hub-text-muted">{t('benefitsIntro')}</p>
      {member.status === 'anonymous' && <p>{t('anonymous')}</p>}
      {member.status === 'loading' && (
        <Skeleton>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {member.status === 'error' && (
        <LoadFailed failure={member.failure} message={t('failure')} onRetry={member.retry} />
      )}
      {member.status === 'success' && !member.data && <p>{t('notMember')}</p>}
      {member.status === 'success' && member.data && (
        <MemberBenefits member={member.data} t={t} level={(headingLevel + 1) as 3 | 4} />
      )}
    </section>
  );
}
