import { useCallback } from 'react';
import { AddressFields, type AddressValue } from '../../../core/form/AddressFields.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import {
  cnpjMask,
  cuilMask,
  DRIVER_LICENSE_CATEGORIES,
  dateMask,
  type Occupation,
} from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';
import { BuyerFields } from './BuyerFields.tsx';
import { proposalFields } from './proposalFields.tsx';
import type { PersonType, ProposalValues } from './proposalValues.ts';
import type { ProposalFormState } from './useProposalForm.ts';

const PERSON_TYPES: readonly PersonType[] = ['physicalPerson', 'legalPerson'];
/** The place fields of the proposal's address, in the form's order (state before city). */
const PLACE = ['state', 'city'] as const;

interface Props {
  t: FinancingT;
  /** The form's state (useProposalForm). */
  form: ProposalFormState;
  onBack: () => void;
  onNext: () => void;
  /** `next`: the short NEXT lead form (next-lead-form); `full`: the proposal (installment-register). */
  variant?: 'full' | 'next';
  /** The occupations offered (see BuyerFields). */
  occupations?: readonly Occupation[];
}

/**
 * installment-register and next-lead-form: the proposal of a natural or legal person, or NEXT's short
 * lead form; every keystroke is kept (see useProposalForm). The address is the kit's `AddressFields`:
 * a complete CEP fills what was left empty, a real miss says 'CEP NÃO ENCONTRADO', a service that
 * cannot answer offers to try again.
 */
export function ProposalForm({ t, form, onBack, onNext, variant = 'full', occupations }: Props) {
  const { context } = useWidget();
  const { values, errors, update, setValues } = form;
  const ar = context.market === 'es-AR';
  const next = variant === 'next';
  const legal = !next && values.personType === 'legalPerson';
  const person = !next && !legal;
  const kind = next ? 'next' : legal ? 'representative' : 'person';
  const fields = proposalFields({ t, values, errors, onChange: update });
  const { text, select } = fields;
  const failed = form.attempted > 0 && Object.keys(errors).length > 0;
  const onAddress = useCallback(
    (address: Required<AddressValue>) => setValues((current) => ({ ...current, ...address })),
    [setValues],
  );
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="fin-register-title"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <h2 className="hub-title" id="fin-register-title">
        {next ? t('nextLeadTitle') : t('registerTitle')}
      </h2>
      {next && <p>{t('nextLeadText')}</p>}
      <p className="hub-hint">{t('requiredNote')}</p>
      <p className="hub-text-muted">{t('keptNote')}</p>
      {!next && (
        <Segmented
          name="personType"
          legend={t('personType')}
          options={PERSON_TYPES.map((type) => ({ value: type, label: t(type) }))}
          value={values.personType}
          onChange={(type) => update('personType', type)}
        />
      )}
      {legal && (
        <div className="hub-grid">
          {text('companyName', t('companyName'), { autoComplete: 'organization' })}
          {text('cnpj', ar ? t('cuit') : t('cnpj'), { mask: ar ? cuilMask : cnpjMask, inputMode: 'numeric' })}
          {text('foundationDate', t('foundationDate'), { mask: dateMask, inputMode: 'numeric' })}
        </div>
      )}
      <BuyerFields
        t={t}
        fields={fields}
        values={values}
        market={context.market}
        kind={kind}
        occupations={occupations}
      />
      {person && (
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('license')}</legend>
          <div className="hub-grid">
            {text('licenseNumber', t('licenseNumber'), { inputMode: 'numeric' }, false)}
            {select(
              'licenseCategory',
              t('licenseCategory'),
              DRIVER_LICENSE_CATEGORIES.map((c) => ({ value: c, label: c })),
              false,
            )}
            {text('licenseExpiry', t('licenseExpiry'), { mask: dateMask, inputMode: 'numeric' }, false)}
          </div>
        </fieldset>
      )}
      {!next && (
        <AddressFields
          legend={t('address')}
          value={addressOf(values)}
          onChange={onAddress}
          errors={errors}
          required
          place={PLACE}
          labels={{ complement: t('complement'), state: t('state') }}
          postalHints={{ searching: t('postalCodeSearching'), found: t('postalCodeFound') }}
          onLookup={form.onPostalLookup}
        />
      )}
      {failed && (
        <p className="hub-alert" data-tone="warning" role="alert">
          {t('fixErrors')}
        </p>
      )}
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="hub-button">
          {t('continue')}
        </button>
      </div>
    </form>
  );
}

/** The proposal's address (all of AddressFields' fields, state and city included). */
function addressOf(values: ProposalValues): Required<AddressValue> {
  const { postalCode, street, number, complement, neighborhood, state, city } = values;
  return { postalCode, street, number, complement, neighborhood, state, city };
}
