import type { Manual } from '../../api/manuals.ts';
import type { ManualsT } from './i18n.ts';
import { isDocumentAddress } from './manualForm.ts';

/**
 * Open and download links of a manual: its address as the links' target (never rendered as HTML),
 * only when it is an http(s) address; the open link goes to a new tab and says so.
 */
export function ManualLinks({ t, manual }: { t: ManualsT; manual: Manual }) {
  if (!isDocumentAddress(manual.path)) return null;
  const href = manual.path.trim();
  return (
    <p className="hub-row">
      <a
        className="hub-button"
        part="button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('open', { name: manual.name })} ${t('newTab')}`}
      >
        {t('openShort')}
      </a>
      <a
        className="hub-button"
        data-variant="secondary"
        part="button"
        href={href}
        download
        aria-label={t('download', { name: manual.name })}
      >
        {t('downloadShort')}
      </a>
    </p>
  );
}
