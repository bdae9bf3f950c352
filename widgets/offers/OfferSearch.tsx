import { useRef } from 'react';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { INVALID_FIELD } from '../../core/form/useFormState.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { FilterFields } from './FilterFields.tsx';
import type { OffersT } from './i18n.ts';
import { SuggestionBox } from './SuggestionBox.tsx';
import type { useOfferSearch } from './useOfferSearch.ts';

interface Props {
  t: OffersT;
  search: ReturnType<typeof useOfferSearch>;
}

/** The search form: the text with suggestions, the filters, search and clear. */
export function OfferSearch({ t, search }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfter();
  const run = (text?: string) => {
    if (!search.submit(text === undefined ? undefined : { text }))
      // Nothing sent: the reader goes to the first field that says why.
      focusAfter(() => formRef.current?.querySelector<HTMLElement>(INVALID_FIELD));
  };
  const errors = {
    minPrice: search.errors.minPrice && t(search.errors.minPrice),
    maxPrice: search.errors.maxPrice && t(search.errors.maxPrice),
  };
  return (
    <FormFrame
      formRef={formRef}
      title={t('searchTitle')}
      busy={search.result.status === 'loading'}
      onSubmit={() => run()}
    >
      <SuggestionBox value={search.values.text} onChange={(text) => search.change({ text })} onChoose={run} />
      <details className="offers-more" open>
        <summary>{t('filters')}</summary>
        <FilterFields values={search.values} errors={errors} onChange={search.change} />
      </details>
      <div className="hub-row">
        <button type="submit" className="hub-button" part="button">
          {t('search')}
        </button>
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={search.clear}
        >
          {t('clear')}
        </button>
      </div>
    </FormFrame>
  );
}
