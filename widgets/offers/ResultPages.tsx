import type { OffersT } from './i18n.ts';

interface Props {
  t: OffersT;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The search's pages: previous, the page number, next, in a named navigation landmark. */
export function ResultPages({ t, page, pages, busy, onPage }: Props) {
  const turn = (to: number) => (busy ? undefined : () => onPage(to));
  return (
    <nav className="offers-pages" aria-label={t('pagination')}>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page === 0}
        onClick={turn(page - 1)}
      >
        {t('previous')}
      </button>
      <span>{t('pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page >= pages - 1}
        onClick={turn(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
