import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import {
  cnpjMask,
  cpfMask,
  cuilMask,
  currencyMask,
  DRIVER_LICENSE_CATEGORIES,
  dateMask,
  MARITAL_STATUSES,
  OCCUPATIONS,
  phoneMask,
  postalCodeMask,
} from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';
import { documentTypesOf, MARITAL_REGIMES, NATIONALITIES } from './fundingFields.ts';
import { hasRegime, hasSpouse, type PersonType, type ProposalValues } from './proposalValues.ts';
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

/** The proposal form for physical and legal persons; every keystroke is kept (see useProposal). */
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
  const text = (
    field: keyof ProposalValues,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
    required = true,
  ) => (
    <TextField
      key={field}
      name={field}
      label={label}
      required={required}
      value={values[field]}
      onChange={(v) => onChange(field, v)}
      error={showErrors || (field === 'postalCode' && postal === 'notFound') ? errors[field] : undefined}
      {...extra}
    />
  );
  const select = (
    field: keyof ProposalValues,
    label: string,
    options: { value: string; label: string }[],
    required = true,
  ) => (
    <SelectField
      key={field}
      name={field}
      label={label}
      required={required}
      placeholder={t('select')}
      value={values[field]}
      options={options}
      onChange={(v) => onChange(field, v)}
      error={showErrors ? errors[field] : undefined}
    />
  );
  const personId = ar ? cuilMask : cpfMask;
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
      <fieldset className="hub-fieldset">
        {legal && <legend className="hub-legend">{t('representative')}</legend>}
        <div className="hub-grid">
          {text('name', t('name'), { autoComplete: 'name' })}
          {text('cpf', ar ? t('cuil') : t('cpf'), { mask: personId, inputMode: 'numeric' })}
          {text('birthday', t('birthday'), { mask: dateMask, inputMode: 'numeric', autoComplete: 'bday' })}
          {person &&
            select('gender', t('gender'), [
              { value: 'female', label: t('gender.female') },
              { value: 'male', label: t('gender.male') },
            ])}
          {person &&
            select(
              'nationality',
              t('nationality'),
              NATIONALITIES.map((n) => ({ value: n, label: t(`nationality.${n}`) })),
            )}
          {person && text('birthPlace', t('birthPlace'))}
          {person && text('motherName', t('motherName'))}
          {person && text('fatherName', t('fatherName'), {}, false)}
          {person &&
            select(
              'documentType',
              t('documentType'),
              documentTypesOf(context.market).map((d) => ({
                value: d,
                label: t(`document.${d}` as 'document.RG'),
              })),
            )}
          {person && text('documentNumber', t('documentNumber'))}
          {person &&
            text('documentIssueDate', t('documentIssueDate'), { mask: dateMask, inputMode: 'numeric' })}
          {person &&
            select(
              'maritalStatus',
              t('maritalStatus'),
              MARITAL_STATUSES.map((m) => ({ value: m, label: t(`marital.${m}`) })),
            )}
          {person &&
            hasRegime(values) &&
            select(
              'maritalRegime',
              t('maritalRegime'),
              MARITAL_REGIMES.map((m) => ({ value: m, label: t(`regime.${m}`) })),
            )}
          {person && hasSpouse(values) && (
            <>
              {text('spouseName', t('spouseName'))}
              {text('spouseCpf', ar ? t('spouseCpf') : t('spouseCpf'), {
                mask: personId,
                inputMode: 'numeric',
              })}
              {text('spouseBirthday', t('spouseBirthday'), { mask: dateMask, inputMode: 'numeric' })}
              {text(
                'spouseIncome',
                t('spouseIncome'),
                { mask: currencyMask(context.market), inputMode: 'decimal' },
                false,
              )}
            </>
          )}
          {person &&
            select(
              'occupation',
              t('occupation'),
              OCCUPATIONS.map((o) => ({ value: o, label: t(`occupation.${o}`) })),
            )}
          {text('income', legal ? t('companyIncome') : t('income'), {
            mask: currencyMask(context.market),
            inputMode: 'decimal',
          })}
          {text('email', t('email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('phone', t('phone'), {
            type: 'tel',
            mask: phoneMask(context.market),
            autoComplete: 'tel-national',
            inputMode: 'tel',
          })}
        </div>
      </fieldset>
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
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('address')}</legend>
          <div className="hub-grid">
            {text('postalCode', t('postalCode'), {
              mask: postalCodeMask(context.market),
              autoComplete: 'postal-code',
              ...(postal === 'searching'
                ? { hint: t('postalCodeSearching') }
                : postal === 'found'
                  ? { hint: t('postalCodeFound') }
                  : {}),
            })}
            {text('street', t('street'), { autoComplete: 'address-line1' })}
            {text('number', t('number'), { inputMode: 'numeric' })}
            {text('complement', t('complement'), { autoComplete: 'address-line2' }, false)}
            {text('neighborhood', t('neighborhood'))}
            {text('state', t('state'), { autoComplete: 'address-level1' })}
            {text('city', t('city'), { autoComplete: 'address-level2' })}
          </div>
        </fieldset>
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
