import type { ReactNode, Ref } from 'react';
import type { Manual } from '../../api/manuals.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import type { ManualsT } from './i18n.ts';

interface Props {
  t: ManualsT;
  /** Where the search is. */
  status: 'idle' | 'loading' | 'success' | 'error';
  retry: () => void;
  /** Why the search failed (for `LoadFailed`). */
  failure: unknown;
  /** What was searched ('' for everything). */
  text: string;
  manuals: readonly Manual[];
  /** What to try next when nothing is found (owners). */
  emptyNext?: string | undefined;
  listRef?: Ref<HTMLDivElement> | undefined;
  /** One manual's card. */
  children: (manual: Manual) => ReactNode;
}

/**
 * What a manuals search found, below its box: while it runs, a skeleton; a failure, 'Erro ao carregar
 * dados.' with a retry; then how many were found (announced) — or that none was and what to try next —
 * and the list, a card a manual.
 */
export function ManualResults({
  t,
  status,
  retry,
  failure,
  text,
  manuals,
  emptyNext,
  listRef,
  children,
}: Props) {
  if (status === 'loading')
    return (
      <Skeleton lines={3}>
        <p className="hub-hint" role="status">
          {t('loading')}
        </p>
      </Skeleton>
    );
  if (status === 'error')
    return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} failure={failure} />;
  if (status !== 'success') return null;
  const count = manuals.length;
  return (
    <div ref={listRef} className="hub-stack">
      <div role="status" className={count ? 'hub-hint' : 'hub-alert'} data-tone="info">
        {count === 0 && <p>{text ? t('empty', { text }) : t('emptyAll')}</p>}
        {count === 0 && emptyNext && <p>{emptyNext}</p>}
        {count > 0 && (count === 1 ? t('foundOne') : t('found', { count }))}
      </div>
      {count > 0 && (
        <ul
          className="hub-list hub-stack"
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
          role="list"
          aria-label={t('listLabel')}
        >
          {manuals.map((manual) => (
            <li key={manual.id} className="hub-card manuals-item">
              {children(manual)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
