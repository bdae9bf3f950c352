import { useT } from '../../../core/WidgetContext.tsx';
import { proposalMessages } from './i18n.ts';
import { isKnownStatus, statusColour } from './timeline.ts';

/** A status in words (its code when the seeds do not name it), on its tag colour. */
export function StatusTag({ status }: { status: string }) {
  const t = useT(proposalMessages);
  return (
    <span className="rental-tag" data-colour={statusColour(status)}>
      {isKnownStatus(status) ? t(`status.${status}`) : status}
    </span>
  );
}

/** A status in words, for text beside other text. */
export function useStatusWord() {
  const t = useT(proposalMessages);
  return (status: string) => (isKnownStatus(status) ? t(`status.${status}`) : status);
}
