import { getFaq } from '../../api/loyalty.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { toFaq } from './answers.ts';
import type { LoyaltyT } from './i18n.ts';
import { Section } from './Section.tsx';

/** The programme's questions as a disclosure list (native details/summary: keyboard and state built in). */
export function FaqSection({ t, guard }: { t: LoyaltyT; guard: <T>(call: Promise<T>) => Promise<T> }) {
  const { context } = useWidget();
  const faq = useResource(`loyalty-faq:${context.market}`, (signal) =>
    guard(getFaq(context, signal)).then(toFaq),
  );
  return (
    <Section title={t('faq')} name="faq">
      {faq.status === 'loading' && <Skeleton lines={3} />}
      {faq.status === 'error' && (
        <LoadFailed failure={faq.failure} message={t('failure')} onRetry={faq.retry} />
      )}
      {faq.status === 'success' && faq.data.length === 0 && <p>{t('noFaq')}</p>}
      {faq.status === 'success' &&
        faq.data.map((entry) => (
          <details key={entry.id} className="loyalty-faq-entry">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
    </Section>
  );
}
