import { CANCEL_REASONS, type CancelReason } from '../../../api/reservationCodes.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import type { FormState } from '../../../core/form/useFormState.ts';
import type { CancelReasonValues } from './cancel.ts';
import type { CancelT } from './i18n.ts';

interface Props {
  t: CancelT;
  /** The reason form's state (`useCancelOrder`). */
  form: FormState<CancelReasonValues>;
  onSubmit: () => void;
}

/** Why the buyer cancels: one reason of the list (required) and an optional comment. */
export function CancelReasonForm({ t, form, onSubmit }: Props) {
  const { values, errors } = form;
  return (
    <form
      className="hub-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Segmented<CancelReason>
        name="cancelReason"
        legend={t('cancelReasonLegend')}
        options={CANCEL_REASONS.map((reason) => ({ value: reason, label: t(`cancelReason.${reason}`) }))}
        value={values.reason}
        onChange={(reason) => form.update('reason', reason)}
        error={errors.reason}
        layout="list"
        required
      />
      <TextField
        name="cancelComment"
        label={t('cancelComment')}
        multiline
        maxLength={500}
        value={values.comment}
        onChange={(comment) => form.update('comment', comment)}
        error={errors.comment}
      />
    </form>
  );
}
