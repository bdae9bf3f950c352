import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CancelRequestSchema } from '../../../api/reservations.payloads.ts';
import { cancellable, cancelReasonErrors, cancelRequest } from './cancel.ts';

describe('cancellation', () => {
  it('an order can be cancelled until it is cancelled or delivered', () => {
    expect(
      ['PRE_RESERVE', 'APPROVED_RESERVATION', 'REMAINING_PAYMENT', 'IN_TRANSIT'].map(cancellable),
    ).toEqual(Array(4).fill(true));
    expect(
      ['CANCELLED', 'REQUESTED_CANCELLATION', 'DELIVERED', 'DELIVERED_RESERVATION', 'CUSTOMER_DELIVERY'].map(
        cancellable,
      ),
    ).toEqual(Array(5).fill(false));
  });

  it('the request: the reason, the comment trimmed (left out when empty), the terms accepted', () => {
    expect(cancelRequest('DELIVERY_TIME', '  Prazo longo ')).toEqual({
      reason: 'DELIVERY_TIME',
      comment: 'Prazo longo',
      acceptedTerms: true,
    });
    const bare = cancelRequest('OTHER', '   ');
    expect(bare).toEqual({ reason: 'OTHER', acceptedTerms: true });
    expect(v.safeParse(CancelRequestSchema, bare).success).toBe(true);
  });

  it('cancel reason: a reason is required; the optional comment has no & $ < > %', () => {
    expect(cancelReasonErrors('', 'R$ 5', 'pt-BR')).toEqual({
      reason: 'missing',
      comment: 'Não use os caracteres & $ < > %',
    });
    expect(cancelReasonErrors('OTHER', '', 'pt-BR')).toEqual({});
    expect(cancelReasonErrors('DELIVERY_TIME', '50%', 'es-AR')).toEqual({
      comment: 'No uses los caracteres & $ < > %',
    });
  });
});
