import { useEffect, useRef } from 'react';
import { type Benefit, type RedeemType, redeemBenefit } from '../../api/benefits.ts';
import type { PickedDealer } from '../../api/dealers.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { cpfMask, cuilMask } from '../../validators/index.ts';
import { DealerPicker } from '../dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../dealer/dealerSearch.ts';
import { useSharedPlace } from '../location/useSharedPlace.ts';
import type { BenefitsT } from './i18n.ts';
import { asksBeneficiary, EMPTY_REDEEM, type RedeemValues, redeemRules } from './redeemRules.ts';
import type { BenefitsMember } from './useBenefitsMember.ts';

const TYPES: readonly RedeemType[] = ['SELF', 'GIFT', 'GIFTED'];
const MODES: readonly DealerSearchMode[] = ['city', 'postalCode'];

/** How a redemption ended, for the list to say. */
export type RedeemOutcome = 'redeemed' | 'already';

/**
 * Redeems a benefit at a dealer (`dealer_code`, `type` SELF, GIFT or GIFTED, the member's `hash`):
 * the dealer chosen with the shared dealer picker; a discount benefit given as a gift asks whose
 * document it is for (registered or dependant). Opens with the focus on its first choice. Sent once, even on a double click; a failure says
 * the seed's message and keeps every choice.
 */
export function RedeemForm({
  benefit,
  member,
  t,
  onDone,
  onCancel,
}: {
  benefit: Benefit;
  member: BenefitsMember;
  t: BenefitsT;
  onDone: (outcome: RedeemOutcome) => void;
  onCancel: () => void;
}) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const [place, setPlace] = useSharedPlace();
  const form = useFormState<RedeemValues>({
    initial: EMPTY_REDEEM,
    validate: (values) => redeemRules(values, benefit, member.base, context, ruleTexts(t)),
    focusRoot: () => ref.current,
  });
  const onSelect = (dealer: PickedDealer | null) =>
    form.setValues((values) => ({
      ...values,
      dealerId: dealer ? String(dealer.id) : '',
      dealerCode: dealer?.dealerCode ?? '',
    }));
  // The button that opened the form is gone: the focus goes to the form's first choice.
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, []);
  const sending = form.status === 'sending';
  const argentina = context.country === 'AR';
  return (
    <FormFrame
      formRef={ref}
      className="hub-stack benefit-redeem"
      label={t('redeemOf', { title: benefit.title })}
      busy={sending}
      onSubmit={() => {
        void form.submit(async ({ type, dealerCode }) => {
          try {
            await redeemBenefit(
              context,
              { id: benefit.id, hash: member.hash },
              dealerCode,
              type as RedeemType,
            );
          } catch (failure) {
            if (failure instanceof ServiceError && failure.status === 409) {
              onDone('already');
              return 'sent';
            }
            emit('hub-submit-error', {
              form: 'benefit-redeem',
              code: failureKind(failure),
            });
            return failedWith(failure);
          }
          emit('hub-submit-success', { form: 'benefit-redeem' });
          onDone('redeemed');
          return 'sent';
        });
      }}
    >
      <Segmented
        name={`redeem-type-${benefit.id}`}
        legend={t('redeemType')}
        options={TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
        value={form.values.type}
        onChange={(value) => form.update('type', value)}
        error={form.errors.type}
        required
      />
      {asksBeneficiary(benefit, form.values.type) && (
        <TextField
          name="beneficiary"
          label={t('beneficiary')}
          hint={t('discountRule')}
          required
          inputMode="numeric"
          mask={argentina ? cuilMask : cpfMask}
          value={form.values.beneficiary}
          onChange={(value) => form.update('beneficiary', value)}
          onBlur={() => form.touch('beneficiary')}
          error={form.errors.beneficiary}
        />
      )}
      <DealerPicker
        modes={MODES}
        place={place}
        onPlaceChange={setPlace}
        selectedId={form.values.dealerId}
        onSelect={onSelect}
        errors={{ dealer: form.errors.dealerId }}
        onTouch={() => form.touch('dealerId')}
        required
        name={`redeem-dealer-${benefit.id}`}
      />
      <FormActions
        problem={form.status === 'failed' ? t('failure') : null}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        label={t('redeemSubmit')}
        busyLabel={t('redeemSending')}
      >
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={onCancel}
        >
          {t('cancel')}
        </button>
      </FormActions>
    </FormFrame>
  );
}

/** The rule texts of the redeem form in the panel's language. */
function ruleTexts(t: BenefitsT) {
  return {
    typeRequired: t('typeRequired'),
    dealerRequired: t('dealerRequired'),
    beneficiaryRequired: t('beneficiaryRequired'),
    discountRule: t('discountRule'),
  };
}
