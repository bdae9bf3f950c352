import { useCallback, useEffect, useRef } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import type { Place } from '../../api/location.ts';
import type { Translate } from '../../core/i18n.ts';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import type { LeadValues } from '../../domain/lead/values.ts';
import { useSharedLocation } from '../../domain/location/useSharedLocation.ts';
import type { leadFormMessages } from './i18n.ts';
import type { LeadErrors } from './validation.ts';

interface DealerChoiceProps {
  values: LeadValues;
  errors: LeadErrors;
  onChange: (patch: Partial<LeadValues>) => void;
  onTouch: (field: string) => void;
  t: Translate<(typeof leadFormMessages)['pt-BR']>;
}

const MODES: readonly DealerSearchMode[] = ['city'];

/**
 * The lead form's dealer: the shared dealer picker by state and city (seed 000 §2), starting from
 * the page's shared location when the shopper has not chosen a place yet.
 */
export function DealerChoice({ values, errors, onChange, onTouch }: DealerChoiceProps) {
  const [location] = useSharedLocation();
  const started = useRef(false);
  const empty = !values.stateCode;
  useEffect(() => {
    if (!location || started.current) return;
    started.current = true;
    if (empty)
      onChange({ stateCode: location.stateCode, cityCode: location.cityCode, cityName: location.cityName });
  }, [location, empty, onChange]);
  const onPlaceChange = useCallback(
    (place: Place) => onChange({ ...place, dealerId: '', dealerCode: '' }),
    [onChange],
  );
  const onSelect = useCallback(
    (dealer: PickedDealer | null) =>
      onChange({ dealerId: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' }),
    [onChange],
  );
  return (
    <DealerPicker
      modes={MODES}
      place={{ stateCode: values.stateCode, cityCode: values.cityCode, cityName: values.cityName }}
      onPlaceChange={onPlaceChange}
      selectedId={values.dealerId}
      onSelect={onSelect}
      errors={{ stateCode: errors.stateCode, cityCode: errors.cityCode, dealer: errors.dealerId }}
      onTouch={onTouch}
      required
      listClassName="lead-dealers"
      itemClassName="lead-dealer"
    />
  );
}
