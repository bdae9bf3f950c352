import type { OffersT } from './i18n.ts';

interface Props {
  t: OffersT;
  title: string;
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** A toggle that saves or unsaves an offer (aria-pressed), named with the offer's title. */
export function SaveButton({ t, title, saved, busy, onToggle }: Props) {
  return (
    <button
      type="button"
      className="hub-button offers-save"
      data-variant="secondary"
      part="button"
      aria-pressed={saved}
      aria-label={t('saveOf', { title })}
      aria-disabled={busy || undefined}
      onClick={onToggle}
    >
      <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
      {t('save')}
    </button>
  );
}
