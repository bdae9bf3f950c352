import { useEffect, useRef, useState } from 'react';
import { createManual, type Manual, type ManualStatus, updateManual } from '../../api/manuals.ts';
import { failureKind, isForbidden, ServiceError } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { textOf } from '../../validators/index.ts';
import { sharedMessages } from '../../validators/shared/messages.ts';
import type { ManualsT } from './i18n.ts';
import {
  MANUAL_NAME_MAX,
  type ManualFormValues,
  manualFormOf,
  manualFormRules,
  manualPayloadOf,
} from './manualForm.ts';
import { isoToday } from './manualStanding.ts';

interface Props {
  t: ManualsT;
  /** The manual edited, or null for a new one. */
  manual: Manual | null;
  /** The model a new manual is filed under (`model`). */
  model: string | undefined;
  onSaved: (manual: Manual) => void;
  onCancel: () => void;
}

type Problem = 'saveFailed' | 'notFound' | 'forbidden';

function problemOf(error: unknown): Problem {
  if (isForbidden(error)) return 'forbidden';
  if (error instanceof ServiceError && error.status === 404) return 'notFound';
  return 'saveFailed';
}

const STATUSES: readonly ManualStatus[] = ['ACTIVE', 'INACTIVE'];

/**
 * A manual's form (create or edit): name, document address, validity initial and final dates and
 * status, checked beside each field before anything is sent (the final date not before the
 * initial); sent once; a failure keeps what was typed, a 403 is said in words.
 */
export function ManualForm({ t, manual, model, onSaved, onCancel }: Props) {
  const { context, emit } = useWidget();
  const roles = useT(roleMessages);
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useFormState<ManualFormValues>({
    initial: () => manualFormOf(manual, isoToday()),
    validate: (values) =>
      validateForm(
        values,
        manualFormRules({
          required: textOf(sharedMessages['field.required'], context.market),
          pathInvalid: t('pathInvalid'),
          dateInvalid: t('dateInvalid'),
          validityEndBefore: t('validityEndBefore'),
        }),
        context.market,
      ),
    focusRoot: () => ref.current,
  });
  // The form opens where the user asked for it: the focus goes to its first field.
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const name = manual ? 'manual-update' : 'manual-create';
  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      const payload = manualPayloadOf(values, context.brand, manual ? manual.modelCode : (model ?? null));
      try {
        const saved = manual
          ? await updateManual(context, manual.id, payload)
          : await createManual(context, payload);
        emit('hub-submit-success', { form: name, id: saved.id });
        onSaved(saved);
        return 'sent';
      } catch (error) {
        setProblem(problemOf(error));
        emit('hub-submit-error', {
          form: name,
          code: error instanceof ServiceError && error.status ? String(error.status) : failureKind(error),
        });
        return failedWith(error);
      }
    });
  const sending = form.status === 'sending';
  const field = (key: 'name' | 'path' | 'validityStart' | 'validityEnd') => ({
    name: key,
    label: t(key),
    required: true,
    value: form.values[key],
    onChange: (value: string) => form.update(key, value),
    onBlur: () => form.touch(key),
    error: form.errors[key],
  });
  return (
    <FormFrame
      formRef={ref}
      title={manual ? t('editTitle', { name: manual.name }) : t('createTitle')}
      busy={sending}
      onSubmit={() => void send()}
    >
      <TextField {...field('name')} maxLength={MANUAL_NAME_MAX} />
      <TextField {...field('path')} type="url" inputMode="text" hint={t('pathHint')} />
      <div className="hub-grid">
        <TextField {...field('validityStart')} type="date" />
        <TextField {...field('validityEnd')} type="date" />
      </div>
      <Segmented<ManualStatus>
        name="status"
        legend={t('status')}
        options={STATUSES.map((value) => ({
          value,
          label: t(value === 'ACTIVE' ? 'statusActive' : 'statusInactive'),
        }))}
        value={form.values.status}
        onChange={(value) => form.update('status', value)}
      />
      <FormActions
        problem={problem && (problem === 'forbidden' ? roles('forbidden') : t(problem))}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={problem === 'saveFailed'}
        label={t('save')}
        busyLabel={t('saving')}
        retryLabel={t('retry')}
        cancel={{ label: t('cancel'), onCancel }}
      />
    </FormFrame>
  );
}
