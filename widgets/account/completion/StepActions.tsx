import { SubmitButton } from '../../../core/form/SubmitButton.tsx';
import type { CompletionT } from './i18n.ts';

interface Props {
  t: CompletionT;
  sending: boolean;
  failed: boolean;
  /** The last asking step: the button concludes. */
  last: boolean;
}

/** A step's failure message (the seed's, with a retry) and its submit button. */
export function StepActions({ t, sending, failed, last }: Props) {
  return (
    <>
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('failure')}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={sending}
          failed={failed}
          label={last ? t('finish') : t('continue')}
          busyLabel={t('saving')}
          retryLabel={t('retry')}
        />
      </div>
    </>
  );
}
