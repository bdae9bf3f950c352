import { useEffect, useRef } from 'react';
import { postalCodeMask } from '../../validators/index.ts';
import { useT, useWidget } from '../WidgetContext.tsx';
import { addressMessages } from './addressMessages.ts';
import { TextField } from './fields/TextField.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import type { PostalFields } from './postalFill.ts';
import { type PostalLookupStatus, usePostalLookup } from './usePostalLookup.ts';
import type { FormErrors } from './validateForm.ts';

/** An address as the forms keep it; `city` and `state` only where the form asks for them. */
export interface AddressValue {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city?: string;
  state?: string;
}

/** A field of {@link AddressFields}. */
export type AddressField = keyof AddressValue;

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps<A extends AddressValue> {
  value: A;
  onChange: (next: A) => void;
  /** Messages by field, under `errorPrefix` (e.g. 'address.street'). */
  errors?: FormErrors;
  /** Prefix of the message keys and of the names given to `onTouch` (e.g. 'address.'). */
  errorPrefix?: string;
  onTouch?: (key: string) => void;
  /** With a legend the fields sit in their own fieldset across the grid; without, in the form's grid. */
  legend?: string;
  /** Every field but the complement is required. */
  required?: boolean;
  /** Which of city and state to draw, in this order (only fields the value has). */
  place?: readonly ('city' | 'state')[];
  /** Prefix of the inputs' names (two addresses in one form). */
  namePrefix?: string;
  /** Autocomplete section ('shipping', 'billing') when the form holds more than one address. */
  autoCompleteSection?: string;
  /** Labels that differ from the kit's. */
  labels?: Partial<Record<AddressField, string>>;
  /** Hints under the postal code by lookup status, in the form's words (the kit's: 'Buscando endereço…'). */
  postalHints?: Partial<Record<PostalLookupStatus, string>>;
  /** Told each status of the lookup, for a form whose rules depend on it (e.g. refusing an unknown code). */
  onLookup?: (status: PostalLookupStatus) => void;
}

/**
 * Postal code, street, number, complement, neighbourhood (and city, state when asked for). A complete
 * Brazilian postal code is looked up ({@link usePostalLookup}): it fills the fields left empty, says
 * 'CEP NÃO ENCONTRADO' beside the code after a real miss and offers to try again when the service
 * could not answer.
 */
export function AddressFields<A extends AddressValue>(props: AddressFieldsProps<A>) {
  const { value, onChange, errors = {}, errorPrefix = '', onTouch, required = false } = props;
  const { context } = useWidget();
  const t = useT(addressMessages);
  // Each change composes on the newest address, not the last rendered one: the postal lookup's fill
  // (handed over in a promise, a render of low priority) is kept when a key typed in another field
  // comes before that render.
  const latest = useRef(value);
  latest.current = value;
  const change = (patch: Partial<AddressValue>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
  const fillable: PostalFields = { street: value.street, neighborhood: value.neighborhood };
  for (const field of props.place ?? []) if (field in value) fillable[field] = value[field] ?? '';
  const lookup = usePostalLookup(fillable, change);
  const { onLookup } = props;
  useEffect(() => {
    onLookup?.(lookup.status);
  }, [onLookup, lookup.status]);
  const hints: Partial<Record<PostalLookupStatus, string>> = {
    searching: t('lookingUpPostalCode'),
    ...props.postalHints,
  };
  const brazil = context.country === 'BR';
  const section = props.autoCompleteSection ? `${props.autoCompleteSection} ` : '';

  const field = (name: AddressField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      name={`${props.namePrefix ?? ''}${name}`}
      label={props.labels?.[name] ?? t(name)}
      required={required && name !== 'complement'}
      value={value[name] ?? ''}
      onChange={(next) => change({ [name]: next })}
      onBlur={onTouch && (() => onTouch(`${errorPrefix}${name}`))}
      error={errors[`${errorPrefix}${name}`]}
      {...extra}
    />
  );
  const validation = errors[`${errorPrefix}postalCode`];
  const fields = (
    <>
      {field('postalCode', {
        onChange: (next) => {
          change({ postalCode: next });
          lookup.look(next);
        },
        mask: postalCodeMask(context.market),
        inputMode: brazil ? 'numeric' : 'text',
        autoComplete: `${section}postal-code`,
        error: validation ?? lookup.message,
        errorRole: validation ? undefined : 'status',
        hint: hints[lookup.status],
      })}
      {lookup.status === 'failed' && (
        <LoadFailed
          className="hub-span-all"
          message={t('postalLookupFailed')}
          onRetry={lookup.retry}
          failure={lookup.failure}
        />
      )}
      {field('street', { autoComplete: `${section}address-line1` })}
      {field('number', { inputMode: 'numeric' })}
      {field('complement', { autoComplete: `${section}address-line2` })}
      {field('neighborhood')}
      {(props.place ?? []).map((name) =>
        field(name, { autoComplete: `${section}${name === 'city' ? 'address-level2' : 'address-level1'}` }),
      )}
    </>
  );
  if (!props.legend) return fields;
  return (
    <fieldset className="hub-fieldset hub-span-all">
      <legend className="hub-legend">{props.legend}</legend>
      <div className="hub-grid">{fields}</div>
    </fieldset>
  );
}
