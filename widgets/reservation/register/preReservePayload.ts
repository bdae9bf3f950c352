import type { PurchaseFor } from '../../../api/reservationCodes.ts';
import type { PreReservePayload } from '../../../api/reservations.payloads.ts';
import type { Campaign, CampaignDealer } from '../../../api/reservations.ts';
import type { FinancedCar } from '../../../domain/car/financedCar.ts';
import { toPhonePayload } from '../../../validators/index.ts';
import type { CustomerValues } from '../forms.ts';

/** What a pre-reservation is made of: the car, its campaign and dealer, the buyer as typed. */
export interface PreReservation {
  campaign: Campaign;
  dealer: CampaignDealer;
  car: Pick<FinancedCar, 'mvs' | 'year' | 'colorCode'>;
  customer: CustomerValues;
  /** Whom a corporate-employee (B2E) buyer buys for; null for any other buyer. */
  purchaseFor?: PurchaseFor | null;
}

/**
 * The pre-reservation's payload (`PreReservePayloadSchema`): the name trimmed, the document without
 * its mask (CPF/CNPJ digits, CUIL), the phone as `0` + digits; a B2E buyer's purchase-for.
 */
export function preReservePayload({
  campaign,
  dealer,
  car,
  customer,
  purchaseFor,
}: PreReservation): PreReservePayload {
  return {
    campaignId: campaign.id,
    mvsCode: car.mvs,
    year: car.year,
    colorCode: car.colorCode,
    dealerCode: dealer.dealerCode,
    customer: {
      ...customer,
      name: customer.name.trim(),
      document: customer.document.replace(/[^\dA-Za-z]/g, ''),
      phone: toPhonePayload(customer.phone),
    },
    ...(purchaseFor ? { purchaseFor } : {}),
  };
}
