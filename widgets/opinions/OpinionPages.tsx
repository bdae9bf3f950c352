import type { OpinionsT } from './i18n.ts';

interface Props {
  t: OpinionsT;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next around "page N of M", in a named navigation landmark. */
export function OpinionPages({ t, page, pages, onPage }: Props) {
  return (
    <nav className="opinions-pages" aria-label={t('pagination')}>
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
