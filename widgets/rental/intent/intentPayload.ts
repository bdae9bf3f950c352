import type { RentalLead, SelfRental } from '../../../api/rental.payloads.ts';
import { normalizeCnpj, onlyDigits } from '../../../validators/index.ts';
import type { IntentValues } from './intentValues.ts';

/**
 * The company's id as sent: `{ cnpj }` (normalised) in Brazil, `{ cuit }` (digits) in Argentina — the
 * `cnpj` value holds what the market asks for (api/README.md, "Rental").
 */
export function companyIdPayload(
  values: IntentValues,
  country: 'BR' | 'AR',
): { cnpj: string } | { cuit: string } {
  return country === 'AR' ? { cuit: onlyDigits(values.cnpj) } : { cnpj: normalizeCnpj(values.cnpj) };
}

/** The `leads/flua/create` body of a valid intent form: digits for the company's id and phone, trimmed texts. */
export function rentalLeadPayload(values: IntentValues, country: 'BR' | 'AR' = 'BR'): RentalLead {
  return {
    companyName: values.companyName.trim(),
    contactName: values.name.trim(),
    ...companyIdPayload(values, country),
    hasTwoYearCnpj: values.hasTwoYearCnpj === 'yes',
    email: values.email.trim(),
    cellphone: onlyDigits(values.phone),
    preferredContactMethod: values.preferredContactMethod || 'EMAIL',
    vehicleType: values.vehicleType,
    totalVehicles: Number(values.totalVehicles.trim()),
    fleetDescription: values.fleetDescription.trim(),
    consents: {
      // Only a valid form is sent, and the privacy consent is required there.
      privacy: values.privacy as true,
      receiveOffers: values.receiveOffers,
      directContact: values.directContact,
    },
  };
}

/**
 * The `users/self/rental` body: the company data the form filled (name, CNPJ or CUIT, e-mail), or
 * null when there is none — the seed sends no empty body (seed 000 §7, seed 001 §5).
 */
export function selfRentalPayload(values: IntentValues, country: 'BR' | 'AR' = 'BR'): SelfRental | null {
  let body: SelfRental = {};
  if (values.companyName.trim()) body.companyName = values.companyName.trim();
  if (values.cnpj.trim()) body = { ...body, ...companyIdPayload(values, country) };
  if (values.email.trim()) body.email = values.email.trim();
  return Object.keys(body).length > 0 ? body : null;
}
