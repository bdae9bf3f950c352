import { useT } from '../../core/WidgetContext.tsx';
import { evaluationMessages } from './i18n.ts';

/**
 * What an evaluation without a rating says: the seed's 'used-car rating unavailable for the vehicle'
 * (inside the caller's live region), or the seed's error as an alert (the caller offers the retry).
 */
export function EvaluationNote({ kind }: { kind: 'unavailable' | 'failed' }) {
  const t = useT(evaluationMessages);
  return kind === 'unavailable' ? (
    <p className="hub-alert" data-tone="info">
      {t('unavailable')}
    </p>
  ) : (
    <p className="hub-alert" data-tone="error" role="alert">
      {t('failed')}
    </p>
  );
}
