import type { AddressField } from '../../core/form/AddressFields.tsx';

/** The address field labels as the order's forms word them (the billing address, the gift's address). */
export const orderAddressTexts = {
  'pt-BR': {
    postalCode: 'CEP',
    street: 'Rua',
    number: 'Número',
    complement: 'Complemento (opcional)',
    neighborhood: 'Bairro',
    city: 'Cidade',
    state: 'Estado (UF)',
  },
  'es-AR': {
    postalCode: 'Código postal',
    street: 'Calle',
    number: 'Número',
    complement: 'Piso/depto. (opcional)',
    neighborhood: 'Barrio',
    city: 'Ciudad',
    state: 'Provincia',
  },
} satisfies Record<'pt-BR' | 'es-AR', Record<AddressField, string>>;

const FIELDS = Object.keys(orderAddressTexts['pt-BR']) as AddressField[];

/** The labels `AddressFields` takes, from a translator whose messages spread {@link orderAddressTexts}. */
export function orderAddressLabels(t: (id: AddressField) => string): Record<AddressField, string> {
  return Object.fromEntries(FIELDS.map((field) => [field, t(field)])) as Record<AddressField, string>;
}
