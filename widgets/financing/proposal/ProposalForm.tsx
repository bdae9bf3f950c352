import { useWidget } from '../../../core/WidgetContext.tsx';
import { cnpjMask, cuilMask, DRIVER_LICENSE_CATEGORIES, dateMask } from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';
import { AddressFieldset } from './AddressFieldset.tsx';
import { BuyerFields } from './BuyerFields.tsx';
import { proposalFields } from './proposalFields.tsx';
import type { PersonType, ProposalValues } from './proposalValues.ts';
import type { PostalLookup } from './usePostalLookup.ts';

interface Props {
  t: FinancingT;
  values: ProposalValues;
  errors: Partial<Record<keyof ProposalValues, string>>;
  showErrors: boolean;
  onChange: (field: keyof ProposalValues, value: string) => void;
  onBack: () => void;
  onNext: () => void;
  /** `next`: the short NEXT lead form (next-lead-form); `full`: the proposal (installment-register). */
  variant?: 'full' | 'next';
  /** Where the postal-code lookup stands. */
  postal?: PostalLookup;
}

/**
 * installment-register and next-lead-form: the proposal of a natural or legal person, or NEXT's short
 * lead form; every keystroke is kept (see useProposalForm).
 */
export function ProposalForm({
  t,
  values,
  errors,
  showErrors,
  onChange,
  onBack,
  onNext,
  variant = 'full',
  postal = 'idle',
}: Props) {
  const { context } = useWidget();
  const ar = context.market === 'es-AR';
  const next = variant === 'next';
  const legal = !next && values.personType === 'legalPerson';
  const person = !next && !legal;
  const kind = next ? 'next' : legal ? 'representative' : 'person';
  const fields = proposalFields({ t, values, errors, showErrors, postal, onChange });
  const { text, select } = fields;
  const failed = showErrors && Object.keys(errors).length > 0;
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
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('personType')}</legend>
          <div className="hub-segmented">
            {(['physicalPerson', 'legalPerson'] as PersonType[]).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="personType"
                  value={type}
                  checked={values.personType === type}
                  onChange={() => onChange('personType', type)}
                />
                <span>{t(type)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {legal && (
        <div className="hub-grid">
          {text('companyName', t('companyName'), { autoComplete: 'organization' })}
          {text('cnpj', ar ? t('cuit') : t('cnpj'), { mask: ar ? cuilMask : cnpjMask, inputMode: 'numeric' })}
          {text('foundationDate', t('foundationDate'), { mask: dateMask, inputMode: 'numeric' })}
        </div>
      )}
      <BuyerFields t={t} fields={fields} values={values} market={context.market} kind={kind} />
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
      {!next && <AddressFieldset t={t} fields={fields} market={context.market} postal={postal} />}
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
