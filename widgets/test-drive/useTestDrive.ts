import { useAtom } from 'jotai/react';
import { useCallback, useEffect } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { hubStore } from '../../core/store.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { readAttribution, rememberAdClick } from '../../domain/lead/attribution.ts';
import { cpfSettings } from '../../domain/lead/settings.ts';
import { submitLead } from '../../domain/lead/submitLead.ts';
import { contactPrefill, useProfilePrefill } from '../../domain/profile/useProfile.ts';
import { isLeadCpfRequired } from '../../validators/index.ts';
import { testDriveMessages } from './i18n.ts';
import { testDrivePayload } from './payload.ts';
import type { TestDriveProps } from './TestDrive.tsx';
import { validateTestDrive } from './validation.ts';
import { emptyTestDriveValues, type TestDriveValues } from './values.ts';

/**
 * State and actions of hub-test-drive: the request is validated with the validators, sent once as a
 * lead (test-drive fields added) and answered with the REQUESTED status and the 24-hour promise; a
 * failure keeps every value for another try. Signed-in shoppers get their profile prefilled.
 */
export function useTestDrive(props: TestDriveProps, cityCode: string) {
  const { context, emit } = useWidget();
  const t = useT(testDriveMessages);
  const [chosen, setChosen] = useAtom(chosenDealerAtom, { store: hubStore });
  const cpfRequiredFor = (values: TestDriveValues) =>
    isLeadCpfRequired(cpfSettings(context.settings), {
      ibgeCityCode: cityCode,
      dealerId: values.dealer ? String(values.dealer.id) : '',
    });
  const form = useFormState<TestDriveValues>({
    initial: () =>
      emptyTestDriveValues({ modelCode: props.modelCode ?? '', mvsCode: props.mvsCode ?? '' }, chosen),
    validate: (values) =>
      validateTestDrive(values, {
        market: context.market,
        country: context.country,
        cpfRequired: cpfRequiredFor(values),
        carRequired: props.kind === 'test-drive',
        text: t,
      }),
    // Another request keeps who the shopper is, the car and the dealer; only the date and slot go.
    resetTo: (current) => ({ ...current, date: '', slot: '' }),
  });
  const { setValues } = form;

  // The ad-click id is kept from the landing on, not only when a request is sent (seed 000 §9).
  useEffect(() => rememberAdClick(), []);

  // Prefill from the signed-in user's profile; typed values are never overwritten.
  const profile = useProfilePrefill(setValues, contactPrefill);

  const chooseDealer = useCallback(
    (dealer: PickedDealer | null) => {
      setValues((current) => ({ ...current, dealer }));
      if (dealer) setChosen(dealer);
    },
    [setValues, setChosen],
  );

  const kind = props.kind;
  /** Sends the request once (useFormState guards click bursts); a failure keeps every value. */
  const submit = () =>
    form.submit(async (values) => {
      const { slot } = values;
      if (!slot) return 'refused'; // never: validateTestDrive requires the slot
      const payload = testDrivePayload(
        { ...values, slot },
        {
          brand: context.brand,
          country: context.country,
          formName: kind === 'visit' ? 'Visit' : 'TestDrive',
          origin: props.origin,
          subOrigin: undefined,
          productGroup: undefined,
          callback: undefined,
          modelCode: values.model.modelCode || undefined,
          modelYear: undefined,
          gaTrackId: context.settings['ga-track-id'],
          gaUserId: undefined,
          attribution: readAttribution(),
          random: Math.floor(Math.random() * 1e9),
        },
        kind,
      );
      return submitLead({ context, emit }, payload, { form: kind, status: 'REQUESTED' });
    });

  return {
    ...form,
    t,
    cpfRequired: cpfRequiredFor(form.values),
    signedIn: profile.signedIn,
    prefilled: Boolean(profile.prefill),
    chooseDealer,
    submit,
  };
}
