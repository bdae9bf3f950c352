import type { RentalLead } from '../../../api/rental.payloads.ts';

export { RENTAL_CONTACT_METHODS } from '../../../api/rentalCodes.ts';
export type RentalContactMethod = RentalLead['preferredContactMethod'];

/** Kinds of vehicle a fleet may need (the seeds name the field, not its values: ours). */
export const VEHICLE_TYPES = ['PASSENGER', 'SUV', 'PICKUP', 'UTILITY'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** What the fleet manager types or chooses in the rental intent form (seed 001 §3 "Rental company form"). */
export interface IntentValues {
  companyName: string;
  /** The contact person's full name (drawn by ContactFields as `name`). */
  name: string;
  /** The company's tax id as typed: the CNPJ in Brazil, the CUIT in Argentina. */
  cnpj: string;
  /** Whether the company (its CNPJ or CUIT) is over a year old: asked, never assumed. */
  hasTwoYearCnpj: '' | 'yes' | 'no';
  email: string;
  phone: string;
  preferredContactMethod: '' | RentalContactMethod;
  vehicleType: '' | VehicleType;
  totalVehicles: string;
  fleetDescription: string;
  privacy: boolean;
  receiveOffers: boolean;
  directContact: boolean;
}

/** The empty intent form. */
export function emptyIntentValues(): IntentValues {
  return {
    companyName: '',
    name: '',
    cnpj: '',
    hasTwoYearCnpj: '',
    email: '',
    phone: '',
    preferredContactMethod: '',
    vehicleType: '',
    totalVehicles: '',
    fleetDescription: '',
    privacy: false,
    receiveOffers: false,
    directContact: false,
  };
}
