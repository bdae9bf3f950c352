import { benefitHandlers } from './handlers/benefits.ts';
import { cardHandlers } from './handlers/cards.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { controlHandlers } from './handlers/control.ts';
import { couponHandlers } from './handlers/coupons.ts';
import { dealerHandlers } from './handlers/dealers.ts';
import { eventHandlers } from './handlers/events.ts';
import { fundingHandlers } from './handlers/funding.ts';
import { garageHandlers } from './handlers/garage.ts';
import { identityHandlers } from './handlers/identity.ts';
import { integrationHandlers } from './handlers/integration.ts';
import { journeyHandlers } from './handlers/journey.ts';
import { leadHandlers } from './handlers/lead.ts';
import { locationHandlers } from './handlers/location.ts';
import { loyaltyHandlers } from './handlers/loyalty.ts';
import { manualHandlers } from './handlers/manuals.ts';
import { analyticsHandlers, faceHandlers, whatsappHandlers } from './handlers/messaging.ts';
import { offerHandlers, offerSearchHandlers } from './handlers/offers.ts';
import { opinionHandlers } from './handlers/opinions.ts';
import { partHandlers } from './handlers/parts.ts';
import { priceHandlers, stockHandlers } from './handlers/price.ts';
import { promotionHandlers } from './handlers/promotions.ts';
import { quizHandlers } from './handlers/quiz.ts';
import { recallHandlers } from './handlers/recall.ts';
import { renditionHandlers } from './handlers/renditions.ts';
import { rentalHandlers } from './handlers/rental.ts';
import { reservationControlHandlers, reservationHandlers } from './handlers/reservations.ts';
import { contactHandlers, dealerSalesHandlers, reportingHandlers } from './handlers/sales.ts';
import { userHandlers } from './handlers/users.ts';
import { voucherHandlers } from './handlers/vouchers.ts';

/**
 * Every sandbox handler, one per call of every service table (see `table.ts`): the same list serves
 * vitest, Storybook, `npm start` and `npm run sandbox`.
 */
export const handlers = [
  ...controlHandlers,
  ...reservationControlHandlers,
  ...identityHandlers,
  ...userHandlers,
  ...fundingHandlers,
  ...reservationHandlers,
  ...priceHandlers,
  ...stockHandlers,
  ...locationHandlers,
  ...dealerHandlers,
  ...leadHandlers,
  ...whatsappHandlers,
  ...analyticsHandlers,
  ...faceHandlers,
  ...eventHandlers,
  ...garageHandlers,
  ...journeyHandlers,
  ...integrationHandlers,
  ...loyaltyHandlers,
  ...benefitHandlers,
  ...voucherHandlers,
  ...offerSearchHandlers,
  ...offerHandlers,
  ...cardHandlers,
  ...promotionHandlers,
  ...recallHandlers,
  ...rentalHandlers,
  ...manualHandlers,
  ...catalogHandlers,
  ...partHandlers,
  ...couponHandlers,
  ...dealerSalesHandlers,
  ...reportingHandlers,
  ...quizHandlers,
  ...contactHandlers,
  ...opinionHandlers,
  ...renditionHandlers,
];
