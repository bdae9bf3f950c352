import { formatNumber } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { LoyaltyMember } from '../../domain/loyalty/member.ts';
import type { LoyaltyT } from './i18n.ts';
import { MEDAL_IDS } from './medals.ts';
import { Section } from './Section.tsx';

/** The member's programme, points and ranking place, and the medals as a collection (earned or not, in words). */
export function MembershipSection({ member, t }: { member: LoyaltyMember; t: LoyaltyT }) {
  const { context } = useWidget();
  const earned = MEDAL_IDS.filter((id) => member.medals.includes(id)).length;
  return (
    <Section title={t('membership')} name="membership">
      <p>{t('memberOf', { program: member.program })}</p>
      {member.points !== null && (
        <p>{t('points', { points: formatNumber(member.points, context.market) })}</p>
      )}
      {member.rankingPosition !== null && <p>{t('position', { position: member.rankingPosition })}</p>}
      <h4 className="hub-label">{t('medals')}</h4>
      <p className="hub-hint">{t('medalsCount', { earned, total: MEDAL_IDS.length })}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
      <ul className="hub-list loyalty-medals" role="list" aria-label={t('medals')}>
        {MEDAL_IDS.map((id) => {
          const has = member.medals.includes(id);
          return (
            <li key={id} className="loyalty-medal" data-earned={has ? '' : undefined}>
              <span className="loyalty-medal-icon" aria-hidden="true">
                {has ? '★' : '☆'}
              </span>
              <span className="loyalty-medal-name">{t(`medal.${id}`)}</span>
              <span className="loyalty-medal-state">{has ? t('medalEarned') : t('medalNotYet')}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
