import { useEffect, useRef, useState } from 'react';
import { type CouponClearing, clearCouponUses } from '../../api/coupons.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { failureKind, isForbidden, ServiceError } from '../../core/errors.ts';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import {
  CLEAR_SCOPES,
  type ClearScope,
  type ClearValues,
  clearingOf,
  clearRules,
  needsCpf,
  needsOffer,
} from './clearing.ts';
import { couponsMessages } from './i18n.ts';

const SCOPE_LABEL = { coupon: 'scopeCoupon', cpf: 'scopeCpf', 'coupon-cpf': 'scopeCouponCpf' } as const;
const CONFIRM_TEXT = {
  coupon: 'confirmCoupon',
  cpf: 'confirmCpf',
  'coupon-cpf': 'confirmCouponCpf',
} as const;
type Outcome = 'cleared' | 'nothing' | 'forbidden';
const TONE = { cleared: 'success', nothing: 'info', forbidden: 'danger' } as const;

/**
 * Clearing coupon uses (seed 001 §7: `coupons/clear/{id}`, `coupons/clearCPF/{cpf}`,
 * `coupons/clear/{id}/{cpf}`): what to clear, the offer and/or the CPF (CUIL) checked beside their
 * fields, then a confirmation; the answer said in words (cleared, nothing to clear, or — a 403 that
 * still comes — the role's refusal); a failure inside the dialog with a retry.
 */
export function ClearUsesForm() {
  const t = useT(couponsMessages);
  const roles = useT(roleMessages);
  const { context, emit } = useWidget();
  const form = useFormState<ClearValues>({
    initial: { scope: 'cpf', offerId: '', cpf: '' },
    validate: (values) =>
      validateForm(values, clearRules(values, context.country, t('offerRequired')), context.market),
    repeatable: true,
  });
  const [pending, setPending] = useState<{ scope: ClearScope; what: CouponClearing; cpf: string } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // What the confirmed call answered, said once the dialog has closed (the focus then goes to it).
  const answered = useRef<Outcome | null>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const { values } = form;
  // The values as of the press (a masked field's last key before Enter included); each press may ask again.
  const ask = () => {
    setOutcome(null);
    void form.submit(async (now) => {
      setPending({ scope: now.scope, what: clearingOf(now), cpf: now.cpf });
      return 'sent';
    });
  };
  const clear = async (scope: ClearScope, what: CouponClearing) => {
    try {
      await clearCouponUses(context, what);
      answered.current = 'cleared';
      emit('hub-submit-success', { form: 'coupon-clear', scope });
    } catch (failure) {
      const nothing = failure instanceof ServiceError && failure.status === 404;
      if (!nothing) emit('hub-submit-error', { form: 'coupon-clear', code: failureCode(failure) });
      if (nothing) answered.current = 'nothing';
      else if (isForbidden(failure)) answered.current = 'forbidden';
      else throw failure;
    }
  };

  return (
    <div className="hub-stack">
      <h2 className="hub-title">{t('adminTitle')}</h2>
      <p className="coupons-note">{t('adminIntro')}</p>
      <FormFrame label={t('adminTitle')} busy={Boolean(pending)} onSubmit={ask}>
        <Segmented<ClearScope>
          name="scope"
          legend={t('scopeLegend')}
          layout="list"
          options={CLEAR_SCOPES.map((value) => ({ value, label: t(SCOPE_LABEL[value]) }))}
          value={values.scope}
          onChange={(scope) => form.update('scope', scope)}
        />
        {needsOffer(values.scope) && (
          <TextField
            name="offerId"
            label={t('offerLabel')}
            hint={t('offerHint')}
            value={values.offerId}
            onChange={(value) => form.update('offerId', value)}
            error={form.errors.offerId}
            required
            maxLength={40}
            autoComplete="off"
          />
        )}
        {needsCpf(values.scope) && (
          <ContactFields
            fields={['cpf']}
            values={values}
            errors={form.errors}
            onChange={(_, value) => form.update('cpf', value)}
            documentRequired
          />
        )}
        <div className="hub-row">
          <SubmitButton waitLeft={form.waitLeft} busy={false} label={t('clear')} busyLabel={t('clearing')} />
        </div>
      </FormFrame>
      {outcome && (
        <p
          ref={outcomeRef}
          className="hub-alert"
          data-tone={TONE[outcome]}
          role={outcome === 'forbidden' ? 'alert' : 'status'}
          part="alert"
          tabIndex={-1}
        >
          {outcome === 'forbidden'
            ? roles('forbidden')
            : outcome === 'nothing'
              ? t('nothingToClear')
              : t('cleared')}
        </p>
      )}
      {pending && (
        <ConfirmDialog
          texts={{
            title: t('confirmTitle'),
            text: t(CONFIRM_TEXT[pending.scope], { offer: pending.what.offerId ?? '', cpf: pending.cpf }),
            confirm: t('confirm'),
            busy: t('clearing'),
            cancel: t('cancel'),
            retry: t('retry'),
            failure: t('failure'),
          }}
          action={() => clear(pending.scope, pending.what)}
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            setOutcome(answered.current);
          }}
        />
      )}
    </div>
  );
}

/** The failure's code for `hub-submit-error`: the HTTP status when the service answered, else the kind. */
function failureCode(failure: unknown): string {
  return failure instanceof ServiceError && failure.status ? String(failure.status) : failureKind(failure);
}
