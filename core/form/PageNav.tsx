import type { Translate } from '../i18n.ts';

/** The texts a {@link PageNav} reads from the widget's i18n.ts (`pageOf` with `{page}` and `{pages}`). */
export type PageNavT = Translate<{ pagination: string; previous: string; next: string; pageOf: string }>;

/** Props of {@link PageNav}. */
export interface PageNavProps {
  t: PageNavT;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The widget's class for its layout of the three. */
  className: string;
}

/**
 * A list's pages: previous and next around "page N of M" (announced as it changes), in a landmark
 * named by the widget's `pagination`; the ends disable their button. hub-opinions, hub-offers.
 */
export function PageNav({ t, page, pages, onPage, className }: PageNavProps) {
  return (
    <nav className={className} aria-label={t('pagination')}>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <p aria-live="polite">{t('pageOf', { page: page + 1, pages })}</p>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
