import { langOf } from '../messageText.ts';
import { ArPhoneSchema } from './ArPhoneSchema.ts';
import { MobilePhoneSchema } from './MobilePhoneSchema.ts';

/** The phone schema of a market: {@link ArPhoneSchema} for es-AR, {@link MobilePhoneSchema} otherwise. */
export function phoneSchema(market: string) {
  return langOf(market) === 'es-AR' ? ArPhoneSchema : MobilePhoneSchema;
}
