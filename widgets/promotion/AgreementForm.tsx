import { useId, useRef, useState } from 'react';
import { agreeToPromotion, type Participation } from '../../api/promotions.ts';
import { failureKind } from '../../core/errors.ts';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type AgreementValues, agreementPayloadOf, agreementRules, EMPTY_AGREEMENT } from './agreement.ts';
import type { PromotionT } from './i18n.ts';

interface Props {
  t: PromotionT;
  promotionId: string;
  /** The inviter's participant id from the page address's invitation link, sent as `invited-by`. */
  invitedBy: string | null;
  termsUrl?: string | undefined;
  onJoined: (participation: Participation) => void;
  onFailure: (failure: unknown) => void;
}

const TERMS = ['term1', 'term2', 'term3', 'term4', 'term5', 'term6'] as const;

/**
 * The terms, then the agreement: the participant's CPF (CUIL in Argentina) and the box that accepts the
 * terms (its message beside it when left unticked); sent once, with the invitation's `invited-by`; a
 * failure says so and keeps what was typed for the retry.
 */
export function AgreementForm({ t, promotionId, invitedBy, termsUrl, onJoined, onFailure }: Props) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const acceptErrorId = useId();
  const [problem, setProblem] = useState(false);
  const form = useFormState<AgreementValues>({
    initial: EMPTY_AGREEMENT,
    validate: (values) =>
      validateForm(values, agreementRules(context.country, t('mustAccept')), context.market),
    focusRoot: () => ref.current,
  });
  const failureText = useSendFailureText(form, t('failure'));
  const send = () =>
    form.submit(async (values) => {
      setProblem(false);
      try {
        const joined = await agreeToPromotion(
          context,
          promotionId,
          agreementPayloadOf(values, context.country),
          invitedBy,
        );
        emit('hub-submit-success', { form: 'promotion-agree', id: joined.participantId });
        onJoined(joined);
        return 'sent';
      } catch (failure) {
        onFailure(failure);
        setProblem(true);
        emit('hub-submit-error', { form: 'promotion-agree', code: failureKind(failure) });
        return failedWith(failure);
      }
    });
  const sending = form.status === 'sending';
  const acceptError = form.errors.accepted;
  return (
    <FormFrame formRef={ref} title={t('termsTitle')} busy={sending} onSubmit={() => void send()}>
      <ul className="promotion-terms">
        {TERMS.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ul>
      {termsUrl && (
        <p>
          <a href={termsUrl} target="_blank" rel="noopener">
            {t('regulation')}
          </a>
        </p>
      )}
      <div className="hub-grid">
        <ContactFields
          fields={['cpf']}
          values={form.values}
          errors={form.errors}
          onChange={(field, value) => form.update(field, value)}
          onTouch={(field) => form.touch(field)}
          documentRequired
        />
      </div>
      <div className="hub-field" data-invalid={acceptError ? '' : undefined}>
        <CheckField
          name="accepted"
          checked={form.values.accepted}
          onChange={(checked) => {
            form.update('accepted', checked);
            form.touch('accepted');
          }}
          describedBy={acceptError ? acceptErrorId : undefined}
        >
          {t('accept')}
        </CheckField>
        {acceptError && (
          <p className="hub-field-error" id={acceptErrorId} part="error">
            {acceptError}
          </p>
        )}
      </div>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {failureText}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          waitLeft={form.waitLeft}
          busy={sending}
          failed={problem}
          label={t('agree')}
          busyLabel={t('agreeing')}
          retryLabel={t('retry')}
        />
      </div>
    </FormFrame>
  );
}
