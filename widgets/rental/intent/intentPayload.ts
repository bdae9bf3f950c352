import type { RentalLead, SelfRental } from '../../../api/rental.payloads.ts';
import { onlyDigits } from '../../../validators/index.ts';
import { companyKeyOf } from '../companyId.ts';
import type { IntentValues } from './intentValues.ts';

/** The `leads/flua/create` body of a valid intent form: digits for the company's id and phone, trimmed texts. */
export function rentalLeadPayload(values: IntentValues, country: 'BR' | 'AR' = 'BR'): RentalLead {
  return {
    companyName: values.companyName.trim(),
    contactName: values.name.trim(),
    ...companyKeyOf(values.cnpj, country),
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
  if (values.cnpj.trim()) body = { ...body, ...companyKeyOf(values.cnpj, country) };
  if (values.email.trim()) body.email = values.email.trim();
  return Object.keys(body).length > 0 ? body : null;
}
