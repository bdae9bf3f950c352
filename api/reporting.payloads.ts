import * as v from 'valibot';
import { money } from './schemas.ts';

/*
 * The dealer reporting service's payloads (seed 001 §7 "Dealer reporting"). The calls are typed by them
 * and the sandbox checks what it receives with them; widgets import their types only.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/**
 * `POST` / `PUT dealers/working-price`: a dealer's working price of one version (POST sets the first
 * one, PUT changes it), a positive amount in the market's currency.
 */
export const WorkingPricePayloadSchema = v.looseObject({
  dealerCode: text(10),
  mvsCode: text(20),
  price: v.pipe(money, v.minValue(1)),
});
/** What `addWorkingPrice` and `updateWorkingPrice` send. */
export type WorkingPricePayload = v.InferInput<typeof WorkingPricePayloadSchema>;
