import { useEffect, useRef, useState } from 'react';
import { type UserProfile, updateSelf } from '../../../api/users.ts';
import { failureKind, GuardError } from '../../../core/errors.ts';
import { AddressFields } from '../../../core/form/AddressFields.tsx';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { FormActions } from '../../../core/form/FormActions.tsx';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { BirthdateField } from './BirthdateField.tsx';
import type { PersonalDataT } from './i18n.ts';
import {
  PERSONAL_FIELDS,
  type PersonalDataValues,
  personalDataRules,
  profileChangesOf,
} from './personalData.ts';

interface Props {
  t: PersonalDataT;
  /** The data as kept: the form starts with it and sends only what differs. */
  initial: PersonalDataValues;
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}

const PLACE = ['city', 'state'] as const;

/**
 * The personal data form: contact fields with the market's masks, the additional e-mail, the
 * birthdate and the address with its postal-code lookup. Sends only what changed; nothing changed is
 * refused before sending and said so. A failure keeps every value for the retry.
 */
export function PersonalDataForm({ t, initial, onSaved, onCancel }: Props) {
  const { context, emit } = useWidget();
  const { country, market } = context;
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<'failure' | 'nothingChanged' | null>(null);
  const form = useFormState<PersonalDataValues>({
    initial,
    validate: (values) => validateForm(values, personalDataRules(values, country, market), market),
    focusRoot: () => ref.current,
  });
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);

  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const profile = await updateSelf(context, profileChangesOf(initial, values, country));
        emit('hub-submit-success', { form: 'account-personal-data' });
        onSaved(profile);
        return 'sent';
      } catch (error) {
        if (error instanceof GuardError) {
          setProblem('nothingChanged');
          return failedWith(error);
        }
        setProblem('failure');
        emit('hub-submit-error', {
          form: 'account-personal-data',
          code: failureKind(error),
        });
        return failedWith(error);
      }
    });
  const sending = form.status === 'sending';
  return (
    <FormFrame
      formRef={ref}
      className="hub-stack"
      title={t('edit')}
      level={4}
      busy={sending}
      onSubmit={() => void send()}
    >
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        <ContactFields
          fields={PERSONAL_FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.update}
          onTouch={form.touch}
          labels={{ name: t('name'), cpf: country === 'AR' ? t('cuil') : t('cpf'), phone: t('phone') }}
          documentRequired
        />
        <TextField
          name="additionalEmail"
          label={t('additionalEmail')}
          hint={t('additionalEmailHint')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={form.values.additionalEmail}
          onChange={(value) => form.update('additionalEmail', value)}
          onBlur={() => form.touch('additionalEmail')}
          error={form.errors.additionalEmail}
        />
        <BirthdateField
          value={form.values.birthdate}
          onChange={(value) => form.update('birthdate', value)}
          onBlur={() => form.touch('birthdate')}
          error={form.errors.birthdate}
        />
        <AddressFields
          value={form.values.address}
          onChange={(address) => form.update('address', address)}
          errors={form.errors}
          errorPrefix="address."
          onTouch={form.touch}
          legend={t('addressLegend')}
          place={PLACE}
          required
        />
      </div>
      <FormActions
        problem={problem && t(problem)}
        tone={problem === 'failure' ? 'error' : 'info'}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={problem === 'failure'}
        label={t('save')}
        busyLabel={t('saving')}
        retryLabel={t('retry')}
        cancel={{ label: t('cancel'), onCancel }}
      />
    </FormFrame>
  );
}
