import { PageNav } from '../../core/form/PageNav.tsx';
import type { OffersT } from './i18n.ts';

interface Props {
  t: OffersT;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The search's pages: previous, "page N of M", next. */
export function ResultPages({ t, page, pages, onPage }: Props) {
  return (
    <PageNav
      className="offers-pages"
      label={t('pagination')}
      previous={t('previous')}
      next={t('next')}
      position={t('pageOf', { page: page + 1, pages })}
      page={page}
      pages={pages}
      onPage={onPage}
    />
  );
}
