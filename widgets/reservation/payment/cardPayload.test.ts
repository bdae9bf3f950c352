import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CardPayloadSchema } from '../../../api/reservations.payloads.ts';
import { cardPayload } from './cardPayload.ts';

describe('card payload', () => {
  it("the number's digits, the holder trimmed, expiry and CVV as typed: what the payment call validates", () => {
    const card = cardPayload({
      number: '4111 1111 1111 1111',
      holder: ' ANA B SOUZA ',
      expiry: '12/30',
      cvv: '123',
    });
    expect(card).toEqual({ number: '4111111111111111', holder: 'ANA B SOUZA', expiry: '12/30', cvv: '123' });
    expect(v.safeParse(CardPayloadSchema, card).success).toBe(true);
  });
});
