import { useAtom } from 'jotai/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { hubStore } from '../../core/store.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { DealerCard } from '../../domain/dealer/DealerCard.tsx';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import { useSharedPlace } from '../../domain/location/useSharedPlace.ts';
import { UnlessNotSold } from '../../domain/model/UnlessNotSold.tsx';
import type { DealerPickerWidgetProps } from './dealer-picker.spec.ts';
import { dealerPickerMessages } from './i18n.ts';

export type { DealerPickerWidgetProps } from './dealer-picker.spec.ts';

const ALL_MODES: readonly DealerSearchMode[] = ['postalCode', 'city', 'address', 'position'];

/** A dealer in the page's events: what an integrator needs to act on the choice. */
export function dealerDetail(dealer: PickedDealer) {
  const { id, dealerCode, name, stateCode, cityName, phone, types } = dealer;
  return { id, dealerCode, name, stateCode, cityName, phone, types };
}

/**
 * hub-dealer-picker: the shared dealer picker as a widget. Choosing a dealer and confirming it puts
 * it in the page's shared store (other widgets start from it) and fires `hub-submit-success` with
 * `form: 'dealer-picker'` and the dealer.
 */
export function DealerPickerWidget({ modes, dealerType, radius }: DealerPickerWidgetProps) {
  const { context, emit } = useWidget();
  const t = useT(dealerPickerMessages);
  const [place, setPlace] = useSharedPlace();
  const [chosen, setChosen] = useAtom(chosenDealerAtom, { store: hubStore });
  const [selected, setSelected] = useState<PickedDealer | null>(chosen);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const chosenRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const usable = (modes ?? ALL_MODES).filter((mode) => mode !== 'postalCode' || context.country === 'BR');
  const types = dealerType === 'any' ? undefined : [dealerType];

  useEffect(() => {
    if (confirmed) chosenRef.current?.focus();
  }, [confirmed]);
  const onSelect = useCallback((dealer: PickedDealer | null) => {
    setSelected(dealer);
    if (dealer) setMissing(false);
  }, []);

  if (confirmed && selected) {
    return (
      <div
        className="hub-stack dealer-picker dealer-picker-chosen"
        ref={chosenRef}
        tabIndex={-1}
        role="status"
      >
        <h2 className="hub-title">{t('chosenTitle')}</h2>
        <div className="hub-card">
          <DealerCard dealer={selected} />
        </div>
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => setConfirmed(false)}
          >
            {t('change')}
          </button>
        </div>
      </div>
    );
  }

  // A brand the market does not sell has no dealer there to find: it says so instead.
  return (
    <UnlessNotSold title={t('title')}>
      <section className="hub-stack dealer-picker" aria-labelledby="dealer-picker-title" part="form">
        <h2 className="hub-title" id="dealer-picker-title">
          {t('title')}
        </h2>
        <p className="hub-text-muted">
          {usable.includes('postalCode') ? t('intro') : t('introNoPostalCode')}
        </p>
        <div className="hub-grid" ref={pickerRef}>
          <DealerPicker
            modes={usable}
            place={place}
            onPlaceChange={setPlace}
            selectedId={selected ? String(selected.id) : ''}
            onSelect={onSelect}
            types={types}
            radiusKm={radius}
            errors={{ dealer: missing ? t('chooseFirst') : undefined }}
          />
        </div>
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            part="button"
            onClick={() => {
              if (!selected) {
                setMissing(true);
                pickerRef.current?.querySelector<HTMLElement>('input[name="dealer"], input, select')?.focus();
                return;
              }
              setChosen(selected);
              setConfirmed(true);
              emit('hub-submit-success', { form: 'dealer-picker', dealer: dealerDetail(selected) });
            }}
          >
            {t('confirm')}
          </button>
        </div>
      </section>
    </UnlessNotSold>
  );
}
