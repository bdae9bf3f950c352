import { useActionFailureText } from '../../core/form/failureText.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { evaluationMessages } from './i18n.ts';

/**
 * What an evaluation without a rating says: the seed's 'used-car rating unavailable for the vehicle'
 * (inside the caller's live region), or the seed's error as an alert (the caller offers the retry);
 * a `failure` that is a rate limit or offline is said in the form kit's words instead.
 */
export function EvaluationNote({ kind, failure }: { kind: 'unavailable' | 'failed'; failure?: unknown }) {
  const t = useT(evaluationMessages);
  const failed = useActionFailureText(failure, t('failed'));
  return kind === 'unavailable' ? (
    <p className="hub-alert" data-tone="info">
      {t('unavailable')}
    </p>
  ) : (
    <p className="hub-alert" data-tone="error" role="alert">
      {failed}
    </p>
  );
}
