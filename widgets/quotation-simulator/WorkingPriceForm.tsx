import { useEffect, useRef, useState } from 'react';
import { addWorkingPrice, updateWorkingPrice } from '../../api/reporting.ts';
import { isForbidden, ServiceError } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { currencyMask } from '../../validators/index.ts';
import type { QuotationT } from './i18n.ts';
import { workingPriceFloor, workingPriceOf } from './workingPriceRules.ts';
import type { WorkingPriceLine } from './workingPriceTable.ts';

type Draft = { price: string };
/**
 * An amount the service refused and why in words: said beside the field while the field holds that
 * amount (however the mask writes it: the mask may arrive after the typing and re-write the text).
 */
type Refusal = { price: number; message: string } | null;

/**
 * The manager's working price of one version: a positive money value (the market's mask), sent once —
 * POST when the version has none, PUT when it has one. A price the service refuses (below 80% of the
 * list price, 422) is said beside the field; a failure keeps what was typed and offers a retry.
 */
export function WorkingPriceForm({
  line,
  dealerCode,
  t,
  money,
  onSaved,
  onCancel,
}: {
  line: WorkingPriceLine;
  dealerCode: string;
  t: QuotationT;
  money: (n: number) => string;
  onSaved: (price: number) => void;
  onCancel: () => void;
}) {
  const { context } = useWidget();
  const roleT = useT(roleMessages);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const frame = useRef<HTMLFormElement>(null);
  // Opened from a row's button: the focus goes to the price to type.
  useEffect(() => frame.current?.querySelector('input')?.focus(), []);
  const form = useFormState<Draft>({
    focusRoot: () => frame.current,
    initial: { price: '' },
    validate: (values) =>
      validateForm(
        values,
        {
          price: [
            (v) => (workingPriceOf(v.price) === null ? t('workingRequired') : null),
            (v) => (refusal && workingPriceOf(v.price) === refusal.price ? refusal.message : null),
          ],
        },
        context.market,
      ),
  });
  const save = () =>
    form.submit(async (values) => {
      const body = { dealerCode, mvsCode: line.mvsCode, price: workingPriceOf(values.price) ?? 0 };
      setProblem(null);
      try {
        const saved =
          line.workingPrice === null
            ? await addWorkingPrice(context, body)
            : await updateWorkingPrice(context, body);
        onSaved(saved.price);
        return 'sent';
      } catch (error) {
        if (error instanceof ServiceError && error.status === 422) {
          const price = money(workingPriceFloor(line.listPrice));
          setRefusal({ price: body.price, message: t('workingBelowList', { price }) });
          return 'refused';
        }
        setProblem(isForbidden(error) ? roleT('forbidden') : t('workingSaveFailed'));
        return failedWith(error);
      }
    });
  return (
    <FormFrame
      title={t('workingFormTitle', { version: line.description })}
      formRef={frame}
      busy={form.status === 'sending'}
      onSubmit={() => void save()}
    >
      <TextField
        name="workingPrice"
        label={t('workingPrice')}
        hint={t('workingHint', { list: money(line.listPrice), dealer: money(line.dealerPrice) })}
        value={form.values.price}
        onChange={(value) => form.update('price', value)}
        onBlur={() => form.touch('price')}
        error={form.errors.price}
        mask={currencyMask(context.market)}
        inputMode="decimal"
        required
      />
      <FormActions
        problem={problem}
        busy={form.status === 'sending'}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={form.status === 'failed'}
        label={t('workingSave')}
        busyLabel={t('workingSaving')}
        retryLabel={t('retry')}
        cancel={{ label: t('cancel'), onCancel }}
      />
    </FormFrame>
  );
}
