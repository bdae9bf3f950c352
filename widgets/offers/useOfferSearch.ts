import { useState } from 'react';
import { searchOffers } from '../../api/offers-search.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { readOfferPage } from '../../domain/offer/index.ts';
import { type FilterValues, NO_FILTERS, priceErrors, searchBody } from './searchFilters.ts';

/**
 * The search of hub-offers: the filters being filled, the filters in effect and the page asked for.
 * The first page runs at once (with the page's preset model); a search with a wrong price sends
 * nothing and says why beside the field. The signed-in search carries the bearer.
 */
export function useOfferSearch(pageSize: number, model: string | undefined, signedIn: boolean) {
  const { context } = useWidget();
  const size = Math.max(1, Math.min(100, Math.trunc(pageSize) || 12));
  const [values, setValues] = useState<FilterValues>({ ...NO_FILTERS, model: model ?? '' });
  const [applied, setApplied] = useState<FilterValues>(values);
  const [page, setPage] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const errors = priceErrors(values);
  const body = searchBody(applied, page, size);
  const result = useResource(JSON.stringify({ body, signedIn }), (signal) =>
    searchOffers(context, body, signedIn, signal).then(readOfferPage),
  );
  return {
    values,
    /** Messages by field: shown once a search was tried. */
    errors: attempted ? errors : {},
    change: (next: Partial<FilterValues>) => setValues((now) => ({ ...now, ...next })),
    /** Runs the search from its first page; false (nothing sent) when a price is wrong. */
    submit: (override?: Partial<FilterValues>): boolean => {
      const next = { ...values, ...override };
      if (Object.keys(priceErrors(next)).length) {
        setAttempted(true);
        return false;
      }
      setAttempted(false);
      setApplied(next);
      setPage(0);
      return true;
    },
    clear: () => {
      setValues(NO_FILTERS);
      setApplied(NO_FILTERS);
      setAttempted(false);
      setPage(0);
    },
    result,
    page,
    pages: result.data ? Math.max(1, Math.ceil(result.data.total / size)) : 1,
    setPage,
  };
}
