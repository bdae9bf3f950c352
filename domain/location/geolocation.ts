import type { GeoPoint } from '../../api/location.ts';
import { HubError } from '../../core/errors.ts';

/** Why the browser gave no position. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'unsupported';

/** A failed position request, with the reason the widget puts into words (also its `code`). */
export class GeolocationError extends HubError {
  override name = 'GeolocationError';
  readonly reason: GeolocationFailure;

  constructor(reason: GeolocationFailure) {
    super(`geolocation ${reason}`, { code: reason });
    this.reason = reason;
  }
}

/**
 * The shopper's position from the browser ('use my location'). Rejects with a {@link GeolocationError}:
 * `denied` when permission is refused, `unavailable` on a time-out or no fix, `unsupported` without the API.
 */
export function currentPosition(timeoutMs = 10_000): Promise<GeoPoint> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new GeolocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationError(error.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
