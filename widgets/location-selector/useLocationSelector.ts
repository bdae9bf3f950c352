import { useCallback, useEffect, useState } from 'react';
import { NO_PLACE, type Place } from '../../api/location.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { findCoverage } from '../../domain/dealer/coverage.ts';
import { useSharedLocation } from '../../domain/location/useSharedLocation.ts';
import { CitySchema, StateSchema } from '../../validators/index.ts';
import { locationSelectorMessages } from './i18n.ts';

/** Where the selector is: choosing, confirming (coverage lookup), failed, or showing the confirmed place. */
export type SelectorStatus = 'selecting' | 'confirming' | 'failed' | 'confirmed';

/** The draft's rules: a state and a city. */
const RULES = { stateCode: StateSchema, cityCode: CitySchema } as const;

/**
 * State and actions of hub-location-selector: a draft place chosen from the location service (the form
 * kit's state: messages after a confirm attempt, the first invalid field focused, confirmed once),
 * confirmed into the page's shared location with the brand's influence areas and regionals.
 */
export function useLocationSelector() {
  const { context: api, emit } = useWidget();
  const t = useT(locationSelectorMessages);
  const [location, setLocation] = useSharedLocation();
  const [editing, setEditing] = useState(!location);
  const [dealerCount, setDealerCount] = useState<number | null>(null);
  const form = useFormState<Place>({
    initial: () => location ?? NO_PLACE,
    validate: (draft) => validateForm(draft, RULES, api.market),
    // A reset keeps the draft: a cancelled choice is still there if the form shows again.
    resetTo: (draft) => draft,
  });
  const { reset, setValues } = form;

  // The page's location cleared elsewhere (another tab): the form shows again, ready for a new confirm.
  useEffect(() => {
    if (!location) reset();
  }, [location, reset]);

  /** Confirms the draft; true when it became the page's location. */
  const confirm = useCallback(async (): Promise<boolean> => {
    const result = await form.submit(async (draft) => {
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
        return 'sent';
      } catch (error) {
        emit('hub-submit-error', {
          form: 'location-selector',
          code: (error as { kind?: string }).kind ?? 'unknown',
        });
        return failedWith(error);
      }
    });
    return result === 'sent';
  }, [api, form.submit, setLocation, emit]);

  const edit = useCallback(() => {
    reset();
    setValues(location ?? NO_PLACE);
    setEditing(true);
  }, [location, reset, setValues]);
  const cancel = useCallback(() => {
    reset();
    setEditing(false);
  }, [reset]);

  const status: SelectorStatus =
    form.status === 'sending' ? 'confirming' : form.status === 'failed' ? 'failed' : 'selecting';
  const state: SelectorStatus = editing || !location ? status : 'confirmed';
  return {
    t,
    location,
    draft: form.values,
    setDraft: form.setValues,
    errors: form.errors,
    state,
    dealerCount,
    confirm,
    edit,
    cancel,
  };
}
