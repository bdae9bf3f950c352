import type { CallSpec } from './client.ts';

/**
 * Reservations service (seed 000 §7 "Reservations (v2)"): reservations, campaigns, payments. The v2
 * group is the path's first segment. None is marked bearer: the buyer is named by CPF/CNPJ. The named
 * calls are in `reservations.ts`, their payloads in `reservations.payloads.ts`.
 */
export const reservationCalls = {
  remainingPayment: { method: 'PUT', path: 'v2/reservations/{id}/remaining-payment' },
  reprocess: { method: 'PUT', path: 'v2/reservations/reprocess/{campaignId}' },
  pay: { method: 'POST', path: 'v2/reservations/{type}/payment' },
  processing: { method: 'POST', path: 'v2/reservations/processing' },
  preReserve: { method: 'POST', path: 'v2/reservations/pre-reserve' },
  status: { method: 'GET', path: 'v2/reservations/{id}/status' },
  validateUser: { method: 'GET', path: 'v2/reservations/validate-user', query: ['document'] },
  userReserves: { method: 'GET', path: 'v2/reservations/user-reserves', query: ['document'] },
  reservationLead: { method: 'GET', path: 'v2/reservations/reservation-lead', query: ['reservationId'] },
  availability: {
    method: 'GET',
    path: 'v2/reservations/availability',
    query: ['mvsCode', 'year', 'colorCode?'],
    adds: ['brand', 'market'],
  },
  campaigns: { method: 'GET', path: 'v2/campaigns', adds: ['brand', 'market'] },
  campaignDealers: { method: 'GET', path: 'v2/campaigns/{id}/dealers', query: ['state?', 'city?'] },
  campaignDealersByRadius: {
    method: 'GET',
    path: 'v2/campaigns/{id}/dealersByRadius',
    query: ['referenceLatitude', 'referenceLongitude', 'radius'],
    guards: { 'query.radius': 'There is no Radius' },
  },
  welcomeKit: { method: 'GET', path: 'v2/reservations/{id}/welcome-kit' },
  // Not in the seeds (they name the cancel flow and the welcome-kit address form, not their calls):
  // api/README.md, 'Calls the seeds are silent about'.
  cancel: { method: 'POST', path: 'v2/reservations/{id}/cancel' },
  welcomeKitAddress: { method: 'PUT', path: 'v2/reservations/{id}/welcome-kit' },
  paymentMethod: { method: 'PATCH', path: 'v2/payments/{productId}/methods' },
  uploadUserReservation: { method: 'POST', path: 'v2/users/{id}/reservations', body: 'multipart' },
} as const satisfies Record<string, CallSpec>;
