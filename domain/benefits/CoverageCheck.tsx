import { useId, useRef, useState } from 'react';
import { type BenefitBaseData, checkBenefitCoverage } from '../../api/benefits.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { ChassisSchema, chassisMask, EmailSchema } from '../../validators/index.ts';
import type { BenefitsT } from './i18n.ts';

type By = 'email' | 'chassis';

/**
 * Whether a person or a car is covered by the benefits: by e-mail within the member's entity or by
 * chassis within the audience (seed 001 §7 coverage calls). The answer is said in words; a failure
 * says the seed's message and keeps what was typed.
 */
export function CoverageCheck({ base, t, heading }: { base: BenefitBaseData; t: BenefitsT; heading: 3 | 4 }) {
  const { context } = useWidget();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<{ value: string; covered: boolean } | null>(null);
  const form = useFormState<{ by: By; value: string }>({
    initial: { by: 'email', value: '' },
    validate: (values) =>
      validateForm(values, { value: values.by === 'email' ? EmailSchema : ChassisSchema }, context.market),
    repeatable: true,
    focusRoot: () => ref.current,
  });
  const Title = `h${heading}` as const;
  const sending = form.status === 'sending';
  return (
    <section className="hub-stack" aria-labelledby={id}>
      <Title className="hub-subtitle" id={id}>
        {t('coverageTitle')}
      </Title>
      <FormFrame
        formRef={ref}
        className="hub-stack"
        titleId={id}
        busy={sending}
        onSubmit={() => {
          void form.submit(async ({ by, value }) => {
            const typed = value.trim();
            try {
              const covered = await checkBenefitCoverage(
                context,
                by === 'email'
                  ? { entityId: base.entityId, email: typed }
                  : { audienceId: base.audienceId, chassis: typed.toUpperCase() },
              );
              setAnswer({ value: typed, covered });
              return 'sent';
            } catch (error) {
              setAnswer(null);
              return failedWith(error);
            }
          });
        }}
      >
        <Segmented
          name="coverage-by"
          legend={t('coverageBy')}
          options={(['email', 'chassis'] as const).map((value) => ({
            value,
            label: t(`coverageBy.${value}`),
          }))}
          value={form.values.by}
          onChange={(by) => {
            form.setValues({ by, value: '' });
            setAnswer(null);
          }}
        />
        <TextField
          key={form.values.by}
          name="coverage-value"
          label={t(`coverageBy.${form.values.by}`)}
          required
          type={form.values.by === 'email' ? 'email' : 'text'}
          autoComplete={form.values.by === 'email' ? 'email' : 'off'}
          {...(form.values.by === 'chassis' ? { mask: chassisMask } : {})}
          value={form.values.value}
          onChange={(value) => form.update('value', value)}
          onBlur={() => form.touch('value')}
          error={form.errors.value}
        />
        <div role="status">
          {answer && (
            <p className="hub-hint">
              {t(answer.covered ? 'covered' : 'notCovered', { value: answer.value })}
            </p>
          )}
        </div>
        <FormActions
          problem={form.status === 'failed' ? t('failure') : null}
          busy={sending}
          failure={form.failure}
          waitLeft={form.waitLeft}
          label={t('coverageSubmit')}
          busyLabel={t('coverageSending')}
          variant="secondary"
        />
      </FormFrame>
    </section>
  );
}
