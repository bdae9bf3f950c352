import type { ApiScope } from '../../api/client.ts';
import { PARAMS_REQUIRED } from '../../api/client.ts';
import type { SimulationInput } from '../../api/financing/types.ts';
import {
  getSimulation,
  type KeptSimulation,
  saveSimulation,
  updateOfferSimulation,
} from '../../api/funding.ts';
import { GuardError } from '../../core/errors.ts';

/**
 * Keeps the plan on screen as a simulation of the offer: `POST simulate` (bearer; source CDC, plan type
 * OFFER), then `PUT simulate/{simulate}/offer/{offer}` ties it to the offer, then `GET simulate/{id}`
 * reads it back. Without the offer's id nothing is sent, and without the simulation's id the PUT is
 * not sent: both refused with the seed's 'Params is required' (a GuardError).
 */
export async function keepOfferSimulation(
  scope: ApiScope,
  offerId: string | undefined,
  input: SimulationInput,
): Promise<KeptSimulation> {
  if (!offerId?.trim()) throw new GuardError(PARAMS_REQUIRED);
  const kept = await saveSimulation(scope, { ...input, source: 'CDC', planType: 'OFFER' });
  await updateOfferSimulation(scope, kept?.id, offerId);
  return getSimulation(scope, kept.id);
}
