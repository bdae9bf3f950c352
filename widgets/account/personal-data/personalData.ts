import type { ProfileChanges, UserAddress } from '../../../api/users.payloads.ts';
import type { UserProfile } from '../../../api/users.ts';
import type { AddressValue } from '../../../core/form/AddressFields.tsx';
import { addressRules } from '../../../core/form/addressRules.ts';
import { contactRules } from '../../../core/form/contactRules.ts';
import type { FormRules } from '../../../core/form/validateForm.ts';
import { isoDate } from '../../../validators/date/isoDate.ts';
import {
  additionalEmailSchema,
  BirthdateSchema,
  emptyOr,
  onlyDigits,
  RestrictedTextSchema,
  toPhonePayload,
  validateField,
} from '../../../validators/index.ts';

/** The personal data form: who the user is, how to reach them, where they live. */
export interface PersonalDataValues {
  name: string;
  /** CPF in Brazil, CUIL in Argentina. */
  cpf: string;
  email: string;
  additionalEmail: string;
  phone: string;
  /** DD/MM/YYYY. */
  birthdate: string;
  address: Required<AddressValue>;
}

/** The contact fields of the form, in tab order. */
export const PERSONAL_FIELDS = ['name', 'cpf', 'email', 'phone'] as const;

const EMPTY_ADDRESS: Required<AddressValue> = {
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

/** A phone as the profile keeps it, without the 0 services put in front (seed 000 §5). */
const nationalPhone = (phone: string | null | undefined) => onlyDigits(phone ?? '').replace(/^0/, '');

/** YYYY-MM-DD as DD/MM/YYYY; '' when missing or unreadable. */
function typedDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The form's values from the profile: the document of the market, the preferred and the other e-mail. */
export function personalDataOf(profile: UserProfile, country: 'BR' | 'AR'): PersonalDataValues {
  const preferred = profile.emails.find((e) => e.preferred) ?? profile.emails[0];
  const other = profile.emails.find((e) => e !== preferred);
  return {
    name: profile.name ?? '',
    cpf: (country === 'AR' ? profile.cuil : profile.cpf) ?? '',
    email: preferred?.email ?? profile.emailPreferred ?? '',
    additionalEmail: other?.email ?? '',
    phone: nationalPhone(profile.phone),
    birthdate: typedDate(profile.birthdate),
    address: { ...EMPTY_ADDRESS, ...profile.address, complement: profile.address?.complement ?? '' },
  };
}

/**
 * The rules of the personal data (seed 000 §5): a full name, the CPF (CUIL in Argentina), an e-mail
 * without '?' or accents, an optional additional e-mail other than the holder's, the market's mobile
 * phone, a birthdate of someone 18 or older, and the address (postal code, street, number > 0,
 * neighbourhood, city, state; the complement without & $ < > % and no leading space).
 */
export function personalDataRules(values: PersonalDataValues, country: 'BR' | 'AR', market: string) {
  const rules: FormRules<PersonalDataValues> = {
    ...contactRules(PERSONAL_FIELDS, values, { country, documentRequired: true }),
    additionalEmail: (form, lang) =>
      validateField(emptyOr(additionalEmailSchema(form.email)), form.additionalEmail, lang),
    birthdate: BirthdateSchema,
    ...addressRules<PersonalDataValues>({ market, prefix: 'address.', place: ['city', 'state'] }),
    'address.complement': (form, lang) => validateField(RestrictedTextSchema, form.address.complement, lang),
  };
  return rules;
}

/** The address as the service keeps it: digits of a Brazilian CEP, an Argentine code in capitals. */
function addressOf(address: Required<AddressValue>, country: 'BR' | 'AR'): UserAddress {
  const trim = (text: string) => text.trim();
  return {
    postalCode: country === 'AR' ? address.postalCode.trim().toUpperCase() : onlyDigits(address.postalCode),
    street: trim(address.street),
    number: trim(address.number),
    complement: trim(address.complement),
    neighborhood: trim(address.neighborhood),
    city: trim(address.city),
    state: trim(address.state),
  };
}

/**
 * What `PATCH users/self` sends: only what changed from `before`, in the service's form (document and
 * phone as digits, the phone with its 0, the birthdate YYYY-MM-DD, both e-mails when either changed).
 * Nothing changed gives `{}`, which the call refuses before sending.
 */
export function profileChangesOf(
  before: PersonalDataValues,
  after: PersonalDataValues,
  country: 'BR' | 'AR',
): ProfileChanges {
  const changes: ProfileChanges = {};
  if (after.name.trim() !== before.name.trim()) changes.name = after.name.trim();
  if (onlyDigits(after.cpf) !== onlyDigits(before.cpf)) {
    if (country === 'AR') changes.cuil = onlyDigits(after.cpf);
    else changes.cpf = onlyDigits(after.cpf);
  }
  if (onlyDigits(after.phone) !== onlyDigits(before.phone)) changes.phone = toPhonePayload(after.phone);
  const email = after.email.trim();
  const additional = after.additionalEmail.trim();
  if (email !== before.email.trim() || additional !== before.additionalEmail.trim())
    changes.emails = [
      { email, preferred: true },
      ...(additional ? [{ email: additional, preferred: false }] : []),
    ];
  if (after.birthdate !== before.birthdate) changes.birthdate = isoDate(after.birthdate);
  const address = addressOf(after.address, country);
  if (JSON.stringify(address) !== JSON.stringify(addressOf(before.address, country)))
    changes.address = address;
  return changes;
}
