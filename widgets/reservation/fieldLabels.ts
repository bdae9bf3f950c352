import type { AddressField } from '../../core/form/AddressFields.tsx';
import type { ContactField } from '../../core/form/ContactFields.tsx';
import type { ReservationT } from './i18n.ts';

/** The buyer's field labels as the reservation words them (the document: CPF or CNPJ; CUIL in Argentina). */
export function customerLabels(t: ReservationT, country: string): Partial<Record<ContactField, string>> {
  return {
    name: t('name'),
    document: country === 'AR' ? t('cuil') : t('document'),
    email: t('email'),
    phone: t('phone'),
  };
}

/** The address field labels as the reservation words them ('Complemento (opcional)', 'Estado (UF)'). */
export function addressLabels(t: ReservationT): Record<AddressField, string> {
  return {
    postalCode: t('postalCode'),
    street: t('street'),
    number: t('number'),
    complement: t('complement'),
    neighborhood: t('neighborhood'),
    city: t('city'),
    state: t('state'),
  };
}
