import { PageNav } from '../../core/form/PageNav.tsx';
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
    <PageNav
      className="opinions-pages"
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
