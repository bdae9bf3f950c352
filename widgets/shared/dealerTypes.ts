import type { Dealer } from '../../api/dealers.ts';

/** Dealer types (seed 000 §3). */
export const DEALER_TYPES = ['ONLINE_SCHEDULE', 'DIGITAL_DEALER'] as const;
/** A dealer type. */
export type DealerType = (typeof DEALER_TYPES)[number];

/**
 * A dealer as the pickers show it: the service's dealer, with the distance from the shopper when
 * it is known, whether it is offline (no online service: shown, not chosen) and, when the service
 * sends them, its WhatsApp digits, influence area and regional.
 */
export interface PickedDealer extends Dealer {
  distanceKm?: number | undefined;
  offline?: boolean;
  whatsapp?: string | null;
  influenceAreaId?: number;
  regionalId?: number;
}

/** A place to search dealers in: state (or province) and city. */
export interface Place {
  stateCode: string;
  cityCode: string;
  cityName: string;
}

/** An empty place. */
export const NO_PLACE: Place = { stateCode: '', cityCode: '', cityName: '' };

/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}
