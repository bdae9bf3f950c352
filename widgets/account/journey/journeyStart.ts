import type { JourneyStartPayload } from '../../../api/journey.payloads.ts';
import type { JourneyType } from '../../../api/journey.ts';
import type { UserProfile } from '../../../api/users.ts';
import type { Market } from '../../../core/markets.ts';
import { prefillOf } from '../../../domain/profile/prefillOf.ts';

/**
 * The `POST start` body of a journey for the signed-in person: the type chosen, the profile's e-mail and
 * its tax id in the market (CUIL in es-AR, else CPF). Null when the profile lacks the tax id or the
 * e-mail: the journey cannot be started until the personal data hold them.
 */
export function journeyStart(
  type: JourneyType,
  profile: UserProfile,
  market: Market,
): JourneyStartPayload | null {
  const { email, document } = prefillOf(profile, market);
  if (!email || !document) return null;
  return market === 'es-AR' ? { type, cuil: document, email } : { type, cpf: document, email };
}
