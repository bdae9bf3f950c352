import { useRef } from 'react';
import { getModels } from '../../api/models.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { PageNav } from '../../core/form/PageNav.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { usePsaOfferPlans } from '../../domain/financing/usePsaOfferPlans.ts';
import { offerCategory, offerPrice } from '../../domain/offer/index.ts';
import type { OffersT } from './i18n.ts';
import { OfferCard } from './OfferCard.tsx';
import type { useOfferSearch } from './useOfferSearch.ts';
import type { useSavedOffers } from './useSavedOffers.ts';

interface Props {
  t: OffersT;
  search: ReturnType<typeof useOfferSearch>;
  saved: ReturnType<typeof useSavedOffers> | null;
  onOpen: (id: string) => void;
}

/** The results: how many and which page (announced), the offers of the page, the pages. */
export function OfferResults({ t, search, saved, onOpen }: Props) {
  const { result, page, pages } = search;
  const { context } = useWidget();
  // The model catalogue tells each car's body (the filters read the same kept answer: one GET).
  const models = useResource(`${context.brand}:${context.market}`, (signal) => getModels(context, signal));
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useFocusAfter();
  const total = result.data?.total ?? 0;
  const empty = result.status === 'success' && total === 0;
  // Peugeot, Citroën and DS: the PSA bank's plan of each car offer of the page.
  const plans = usePsaOfferPlans(
    result.data?.items.map((o) => ({
      id: o.id,
      mvsCode: o.moparType ? null : o.mvsCode,
      price: offerPrice(o),
    })),
  );
  const turn = (to: number) => {
    search.setPage(to);
    // The reader goes on at the top of the new page once it is there.
    focusAfter(() => listRef.current);
  };
  return (
    <section
      className="hub-stack"
      aria-labelledby="offers-results-title"
      aria-busy={result.status === 'loading' || undefined}
    >
      <h3 className="hub-subtitle" id="offers-results-title">
        {t('results')}
      </h3>
      {/* No offer: the count's live region is the empty state's message, the next step under it. */}
      <div className={empty ? 'hub-empty' : 'offers-count'} data-empty={empty || undefined}>
        <p
          role="status"
          className={
            empty ? 'hub-empty-message' : result.status === 'success' ? undefined : 'hub-visually-hidden'
          }
        >
          {result.status === 'loading'
            ? t('loading')
            : result.status === 'success'
              ? total === 0
                ? t('none')
                : total === 1
                  ? t('foundOne')
                  : t('found', { count: total, page: page + 1, pages })
              : ''}
        </p>
        {empty && <p className="hub-empty-next">{t('noneNext')}</p>}
      </div>
      {result.status === 'loading' && <Skeleton lines={3} />}
      {result.status === 'error' && (
        <LoadFailed
          failure={result.failure}
          message={t('failed')}
          retryLabel={t('retry')}
          onRetry={result.retry}
        />
      )}
      {result.data && result.data.items.length > 0 && (
        <ul
          ref={listRef}
          className="hub-list offers-list"
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
          role="list"
          aria-label={t('results')}
          tabIndex={-1}
        >
          {result.data.items.map((offer) => (
            <OfferCard
              key={offer.id}
              t={t}
              offer={offer}
              plan={plans.get(offer.id)}
              category={offerCategory(offer, models.data)}
              onOpen={() => onOpen(offer.id)}
              save={
                saved?.ready
                  ? {
                      saved: saved.ids.includes(offer.id),
                      busy: saved.busy,
                      onToggle: () => void saved.toggle(offer.id),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {result.data && pages > 1 && (
        <PageNav className="offers-pages" t={t} page={page} pages={pages} onPage={turn} />
      )}
    </section>
  );
}
