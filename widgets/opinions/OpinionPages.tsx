import { PageNav } from '../../core/form/PageNav.tsx';
import type { OpinionsT } from './i18n.ts';

/** Previous and next around "page N of M", in a named navigation landmark. */
export function OpinionPages(props: {
  t: OpinionsT;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return <PageNav className="opinions-pages" {...props} />;
}
