import { dealersIn } from '../../api/dealers.ts';
import { getModels } from '../../api/models.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { LocationChoice } from '../../domain/location/LocationChoice.tsx';
import {
  MOPAR_KINDS,
  MOPAR_TYPES,
  type MoparKind,
  type MoparType,
  moparKindLabel,
  moparTypeLabel,
  OFFER_SCOPES,
  OFFER_TYPES,
  type OfferScope,
  type OfferT,
  type OfferType,
  offerMessages,
  offerScopeLabel,
  offerTypeLabel,
} from '../../domain/offer/index.ts';
import { CheckGroup } from './CheckGroup.tsx';
import { offersMessages } from './i18n.ts';
import type { FilterValues } from './searchFilters.ts';

/** The filters of several choices: their field, the choices and the words of each (domain/offer). */
const CHECKS: {
  name: 'types' | 'scopes' | 'moparTypes' | 'moparKinds';
  options: readonly string[];
  label: (words: OfferT, value: string) => string;
}[] = [
  { name: 'types', options: OFFER_TYPES, label: (w, v) => offerTypeLabel(w, v as OfferType) },
  { name: 'scopes', options: OFFER_SCOPES, label: (w, v) => offerScopeLabel(w, v as OfferScope) },
  { name: 'moparTypes', options: MOPAR_TYPES, label: (w, v) => moparTypeLabel(w, v as MoparType) },
  { name: 'moparKinds', options: MOPAR_KINDS, label: (w, v) => moparKindLabel(w, v as MoparKind) },
];

interface Props {
  values: FilterValues;
  errors: { minPrice?: string | undefined; maxPrice?: string | undefined };
  onChange: (change: Partial<FilterValues>) => void;
}

/**
 * The search filters: model (catalogue), price range, state and city (domain/location), the dealers
 * of the chosen place (dealers service), offer type, scope, Mopar type and kind.
 */
export function FilterFields({ values, errors, onChange }: Props) {
  const { context } = useWidget();
  const t = useT(offersMessages);
  const words = useT(offerMessages);
  const models = useResource(`${context.brand}:${context.market}`, (signal) => getModels(context, signal));
  const place = values.stateCode ? `${values.stateCode}:${values.cityName}` : null;
  const dealers = useResource(place, (signal) =>
    dealersIn(context, { stateCode: values.stateCode, cityName: values.cityName }, signal),
  );
  return (
    <div className="hub-grid offers-filters">
      <SelectField
        name="model"
        label={t('model')}
        placeholder={t('anyModel')}
        value={values.model}
        busy={models.status === 'loading'}
        options={(models.data ?? []).map((m) => ({ value: m.modelCode, label: m.modelName }))}
        onChange={(model) => onChange({ model })}
      />
      <TextField
        name="minPrice"
        label={t('minPrice')}
        inputMode="decimal"
        value={values.minPrice}
        error={errors.minPrice}
        onChange={(minPrice) => onChange({ minPrice })}
      />
      <TextField
        name="maxPrice"
        label={t('maxPrice')}
        inputMode="decimal"
        value={values.maxPrice}
        error={errors.maxPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <LocationChoice
        value={{ stateCode: values.stateCode, cityCode: values.cityCode, cityName: values.cityName }}
        onChange={(next) => onChange({ ...next, dealerCode: '' })}
      />
      <SelectField
        name="dealer"
        label={t('dealer')}
        placeholder={t('anyDealer')}
        hint={values.stateCode ? undefined : t('dealerHint')}
        disabled={!values.stateCode}
        value={values.dealerCode}
        busy={dealers.status === 'loading'}
        options={(dealers.data ?? []).map((d) => ({ value: d.dealerCode, label: d.name }))}
        onChange={(dealerCode) => onChange({ dealerCode })}
      />
      {CHECKS.map(({ name, options, label }) => (
        <CheckGroup<string>
          key={name}
          name={name}
          legend={t(name)}
          options={options}
          label={(value) => label(words, value)}
          value={values[name]}
          onChange={(chosen) => onChange({ [name]: chosen })}
        />
      ))}
    </div>
  );
}
