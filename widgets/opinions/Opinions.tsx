import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { opinionsMessages } from './i18n.ts';
import { OpinionItem } from './OpinionItem.tsx';
import { OpinionPages } from './OpinionPages.tsx';
import type { OpinionsProps } from './opinions.spec.ts';
import { RatingSummaryView } from './RatingSummaryView.tsx';
import { OPINION_SORTS, type OpinionSort } from './sortOpinions.ts';
import { useOpinions } from './useOpinions.ts';
import { WriteOpinionForm } from './WriteOpinionForm.tsx';

export type { OpinionsProps } from './opinions.spec.ts';

const SORT_LABEL = { recent: 'sortRecent', rating: 'sortRating', useful: 'sortUseful' } as const;

/**
 * Customer opinions on a model: the summary (average and distribution), the opinions in the chosen
 * order, a page at a time, and the owner's own opinion. Signed out, a sign-in prompt to write and vote.
 */
export function Opinions({ model, pageSize, loginUrl }: OpinionsProps) {
  const t = useT(opinionsMessages);
  const state = useOpinions(model, pageSize);
  const [published, setPublished] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useFocusAfter();
  // The first interactive state is the list or its failure (without a model, the request for one).
  useReadyWhen(!model || state.status === 'success' || state.status === 'error');
  // The form is gone once published: the focus goes to what happened, not to the page.
  useEffect(() => {
    if (published) noticeRef.current?.focus();
  }, [published]);

  const turnPage = (page: number) => {
    state.setPage(page);
    // The reader goes on at the top of the new page.
    focusAfter(() => listRef.current);
  };

  return (
    <div className="hub-stack opinions" aria-busy={state.status === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      {!model && <p>{t('noModel')}</p>}
      {state.status === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {state.status === 'error' && (
        <LoadFailed
          failure={state.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={state.reload}
        />
      )}
      {state.status === 'success' && model && (
        <>
          {state.count > 0 && <RatingSummaryView t={t} summary={state.summary} />}
          {published && (
            <p
              ref={noticeRef}
              className="hub-alert opinions-notice"
              data-tone="success"
              role="status"
              tabIndex={-1}
            >
              {t('published')}
            </p>
          )}
          {state.count === 0 && <EmptyState message={t('empty')} />}
          {state.count > 1 && (
            <Segmented<OpinionSort>
              name="sort"
              legend={t('sortLegend')}
              options={OPINION_SORTS.map((value) => ({ value, label: t(SORT_LABEL[value]) }))}
              value={state.sort}
              onChange={state.setSort}
            />
          )}
          {state.count > 0 && (
            <ul
              ref={listRef}
              className="hub-list hub-stack"
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
              role="list"
              aria-label={t('listLabel')}
              tabIndex={-1}
            >
              {state.shown.map((opinion) => (
                <OpinionItem
                  key={opinion.id}
                  t={t}
                  opinion={opinion}
                  canVote={state.signedIn && !state.isMine(opinion.id)}
                  vote={state.votes[opinion.id]}
                  onVote={() => void state.vote(opinion)}
                />
              ))}
            </ul>
          )}
          {state.pages > 1 && <OpinionPages t={t} page={state.page} pages={state.pages} onPage={turnPage} />}
          {state.signedIn && !published && (
            <WriteOpinionForm
              t={t}
              model={model}
              onPublished={(opinion) => {
                state.publish(opinion);
                setPublished(true);
              }}
            />
          )}
        </>
      )}
      {!state.signedIn && (
        <SignInPrompt
          title={t('writeTitle')}
          text={t('signedOut')}
          signIn={t('signIn')}
          loginUrl={loginUrl}
        />
      )}
    </div>
  );
}
