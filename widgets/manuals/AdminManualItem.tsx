import type { Manual } from '../../api/manuals.ts';
import { formatDate } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { ManualsT } from './i18n.ts';
import { ManualLinks } from './ManualLinks.tsx';
import { type ManualStanding, manualStanding } from './manualStanding.ts';

interface Props {
  t: ManualsT;
  manual: Manual;
  today: string;
  onEdit: () => void;
  onRemove: () => void;
}

const STANDING_TEXT = {
  active: 'statusActive',
  inactive: 'statusInactive',
  expired: 'statusExpired',
  upcoming: 'statusUpcoming',
} as const satisfies Record<ManualStanding, string>;

/**
 * One manual as an administrator sees it: its name, its standing in words (active, inactive, expired,
 * not valid yet), its validity and address, and the edit and delete buttons named after it.
 */
export function AdminManualItem({ t, manual, today, onEdit, onRemove }: Props) {
  const { context } = useWidget();
  const standing = manualStanding(manual, today);
  const date = (day: string) => formatDate(day, context.market);
  return (
    <>
      <h3 className="manuals-name">{manual.name}</h3>
      <p className="manuals-meta">
        <span className="manuals-standing" data-standing={standing}>
          {t('statusLabel', { status: t(STANDING_TEXT[standing]) })}
        </span>{' '}
        {t('validity', { start: date(manual.validityStart), end: date(manual.validityEnd) })}
      </p>
      <p className="manuals-meta">{manual.path}</p>
      <ManualLinks t={t} manual={manual} />
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          data-manual-edit={manual.id}
          aria-label={t('editLabel', { name: manual.name })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          aria-label={t('removeLabel', { name: manual.name })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      </div>
    </>
  );
}
