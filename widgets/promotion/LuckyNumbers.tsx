import type { LuckyNumber } from '../../api/promotions.ts';
import type { PromotionT } from './i18n.ts';

/** The participant's lucky numbers as a list, each with where it came from. */
export function LuckyNumbers({ t, numbers }: { t: PromotionT; numbers: readonly LuckyNumber[] }) {
  return (
    <section className="hub-stack" aria-labelledby="promotion-numbers">
      <h3 className="hub-subtitle" id="promotion-numbers">
        {t('numbersTitle')}
      </h3>
      {numbers.length === 0 ? (
        <p>{t('noNumbers')}</p>
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list promotion-numbers" role="list" aria-label={t('numbersTitle')}>
          {numbers.map((lucky) => (
            <li key={lucky.number} className="promotion-number">
              <span className="promotion-number-value">{lucky.number}</span>
              <span className="hub-hint">{t(`origin.${lucky.origin}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
