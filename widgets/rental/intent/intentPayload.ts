import type { RentalLead, SelfRental } from '../../../api/rental.payloads.ts';
import { normalizeCnpj, onlyDigits } from '../../../validators/index.ts';
import type { IntentValues } from './intentValues.ts';

/** The `leads/flua/create` body of a valid intent form: digits for CNPJ and phone, trimmed texts. */
export function rentalLeadPayload(values: IntentValues): RentalLead {
  return {
    companyName: values.companyName.trim(),
    contactName: values.name.trim(),
    cnpj: normalizeCnpj(values.cnpj),
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
 * The `users/self/rental` body: the company data the form filled (name, CNPJ, e-mail), or null when
 * there is none — the seed sends no empty body (seed 000 §7, seed 001 §5).
 */
export function selfRentalPayload(values: IntentValues): SelfRental | null {
  const body: SelfRental = {};
  if (values.companyName.trim()) body.companyName = values.companyName.trim();
  if (values.cnpj.trim()) body.cnpj = normalizeCnpj(values.cnpj);
  if (values.email.trim()) body.email = values.email.trim();
  return Object.keys(body).length > 0 ? body : null;
}
