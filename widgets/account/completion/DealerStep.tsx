import { useRef } from 'react';
import type { PickedDealer } from '../../../api/dealers.ts';
import type { UserProfile } from '../../../api/users.ts';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { useFormState } from '../../../core/form/useFormState.ts';
import { DealerPicker } from '../../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../../domain/dealer/dealerSearch.ts';
import { useSharedPlace } from '../../../domain/location/useSharedPlace.ts';
import type { CompletionT } from './i18n.ts';
import { StepActions } from './StepActions.tsx';
import { useStepSave } from './useStepSave.ts';

interface Props {
  t: CompletionT;
  profile: UserProfile;
  onDone: (profile: UserProfile) => void;
}

interface DealerValues {
  dealerId: string;
  dealerCode: string;
}

const MODES: readonly DealerSearchMode[] = ['city', 'postalCode', 'position'];

/** The dealer-data step: the shared dealer picker; the chosen dealer's code is kept with the profile. */
export function DealerStep({ t, profile, onDone }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const [place, setPlace] = useSharedPlace();
  const { save, failed } = useStepSave(profile, onDone);
  const form = useFormState<DealerValues>({
    initial: { dealerId: '', dealerCode: profile.dealerCode ?? '' },
    validate: (values) => (values.dealerCode ? {} : { dealerId: t('dealerRequired') }),
    focusRoot: () => ref.current,
  });
  const onSelect = (dealer: PickedDealer | null) =>
    form.setValues({ dealerId: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' });
  const sending = form.status === 'sending';
  return (
    <FormFrame
      formRef={ref}
      className="hub-stack"
      titleId="account-completion-step"
      busy={sending}
      onSubmit={() => {
        void form.submit((values) => save({ dealerCode: values.dealerCode }));
      }}
    >
      <p>{t('dealerIntro')}</p>
      <DealerPicker
        modes={MODES}
        place={place}
        onPlaceChange={setPlace}
        selectedId={form.values.dealerId}
        onSelect={onSelect}
        errors={{ dealer: form.errors.dealerId }}
        onTouch={() => form.touch('dealerId')}
        required
        name="dealer"
      />
      <StepActions t={t} sending={sending} failed={failed} last />
    </FormFrame>
  );
}
