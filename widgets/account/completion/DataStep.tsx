import { useEffect, useRef } from 'react';
import type { UserProfile } from '../../../api/users.ts';
import { AddressFields } from '../../../core/form/AddressFields.tsx';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { BirthdateField } from '../personal-data/BirthdateField.tsx';
import { personalDataMessages } from '../personal-data/i18n.ts';
import { type PersonalDataValues, personalDataOf, profileChangesOf } from '../personal-data/personalData.ts';
import { stepRules } from './completionSteps.ts';
import type { CompletionT } from './i18n.ts';
import { StepActions } from './StepActions.tsx';
import { useStepSave } from './useStepSave.ts';

interface Props {
  t: CompletionT;
  step: 'user-data' | 'address-data';
  profile: UserProfile;
  /** The step is saved (the profile as the service answered). */
  onDone: (profile: UserProfile) => void;
}

const USER_FIELDS = ['name', 'cpf', 'phone'] as const;
const PLACE = ['city', 'state'] as const;

/**
 * The user-data or the address-data step: the fields of the personal data it holds, started from the
 * kept profile, checked by the same rules and sent as the changes only.
 */
export function DataStep({ t, step, profile, onDone }: Props) {
  const { context } = useWidget();
  const { country, market } = context;
  const fieldT = useT(personalDataMessages);
  const ref = useRef<HTMLFormElement>(null);
  const kept = personalDataOf(profile, country === 'AR' ? 'AR' : 'BR');
  const side = country === 'AR' ? 'AR' : 'BR';
  const { save, failed } = useStepSave(profile, onDone);
  const form = useFormState<PersonalDataValues>({
    initial: kept,
    validate: (values) => validateForm(values, stepRules(step, values, side, market), market),
    focusRoot: () => ref.current,
  });
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const sending = form.status === 'sending';
  return (
    <FormFrame
      formRef={ref}
      className="hub-stack"
      titleId="account-completion-step"
      busy={sending}
      onSubmit={() => {
        void form.submit((values) => save(profileChangesOf(kept, values, side)));
      }}
    >
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        {step === 'user-data' ? (
          <>
            <ContactFields
              fields={USER_FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.update}
              onTouch={form.touch}
              labels={{
                name: fieldT('name'),
                cpf: country === 'AR' ? fieldT('cuil') : fieldT('cpf'),
                phone: fieldT('phone'),
              }}
              documentRequired
            />
            <BirthdateField
              value={form.values.birthdate}
              onChange={(value) => form.update('birthdate', value)}
              onBlur={() => form.touch('birthdate')}
              error={form.errors.birthdate}
            />
          </>
        ) : (
          <AddressFields
            value={form.values.address}
            onChange={(address) => form.update('address', address)}
            errors={form.errors}
            errorPrefix="address."
            onTouch={form.touch}
            place={PLACE}
            required
          />
        )}
      </div>
      <StepActions t={t} sending={sending} failed={failed} last={false} />
    </FormFrame>
  );
}
