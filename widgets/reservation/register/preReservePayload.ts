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
}

/**
 * The pre-reservation's payload (`PreReservePayloadSchema`): the name trimmed, the document without
 * its mask (CPF/CNPJ digits, CUIL), the phone as `0` + digits.
 */
export function preReservePayload({ campaign, dealer, car, customer }: PreReservation): PreReservePayload {
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
  };
}
