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
