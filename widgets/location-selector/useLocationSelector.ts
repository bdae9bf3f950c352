import { useCallback, useRef, useState } from 'react';
import { NO_PLACE, type Place } from '../../api/location.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { findCoverage } from '../../domain/dealer/coverage.ts';
import { useSharedLocation } from '../../domain/location/useSharedLocation.ts';
import { CitySchema, StateSchema, validateField } from '../../validators/index.ts';
import { locationSelectorMessages } from './i18n.ts';

/** Where the selector is: choosing, confirming (coverage lookup), failed, or showing the confirmed place. */
export type SelectorStatus = 'selecting' | 'confirming' | 'failed' | 'confirmed';

/**
 * State and actions of hub-location-selector: a draft place chosen from the location service,
 * confirmed into the page's shared location with the brand's influence areas and regionals.
 */
export function useLocationSelector() {
  const { context: api, emit } = useWidget();
  const t = useT(locationSelectorMessages);
  const [location, setLocation] = useSharedLocation();
  const [editing, setEditing] = useState(!location);
  const [draft, setDraft] = useState<Place>(() => location ?? NO_PLACE);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'confirming' | 'failed'>('idle');
  const [dealerCount, setDealerCount] = useState<number | null>(null);
  const busy = useRef(false);

  const errors = attempted
    ? {
        stateCode: validateField(StateSchema, draft.stateCode, api.market) ?? undefined,
        cityCode: validateField(CitySchema, draft.cityCode, api.market) ?? undefined,
      }
    : {};

  /** Confirms the draft; true when it became the page's location. */
  const confirm = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    setAttempted(true);
    if (!draft.stateCode || !draft.cityCode) return false;
    busy.current = true;
    setStatus('confirming');
    try {
      const coverage = await findCoverage(api, draft);
      setLocation({
        countryCode: api.country,
        stateCode: draft.stateCode,
        cityCode: draft.cityCode,
        cityName: draft.cityName,
        influenceAreas: coverage.influenceAreas,
        regionals: coverage.regionals,
      });
      setDealerCount(coverage.dealerCount);
      setStatus('idle');
      setEditing(false);
      emit('hub-submit-success', {
        form: 'location-selector',
        location: {
          countryCode: api.country,
          stateCode: draft.stateCode,
          cityName: draft.cityName,
          cityCode: draft.cityCode,
        },
      });
      return true;
    } catch (error) {
      setStatus('failed');
      emit('hub-submit-error', {
        form: 'location-selector',
        code: (error as { kind?: string }).kind ?? 'unknown',
      });
      return false;
    } finally {
      busy.current = false;
    }
  }, [api, draft, setLocation, emit]);

  const edit = useCallback(() => {
    setDraft(location ?? NO_PLACE);
    setAttempted(false);
    setStatus('idle');
    setEditing(true);
  }, [location]);
  const cancel = useCallback(() => {
    setStatus('idle');
    setEditing(false);
  }, []);

  const state: SelectorStatus =
    editing || !location ? (status === 'idle' ? 'selecting' : status) : 'confirmed';
  return { t, location, draft, setDraft, errors, state, dealerCount, confirm, edit, cancel };
}
