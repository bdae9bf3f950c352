import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../core/errors.ts';
import {
  groupOf,
  redeemedValue,
  rewardFailureOf,
  toFidelityVouchers,
  toGeneratedVoucher,
  toVoucher,
} from './voucher.ts';

describe('voucher answers as the widget shows them', () => {
  it('a voucher from any of its field names, status upper-case', () => {
    expect(
      toVoucher(
        {
          voucherId: 'V1',
          name: 'Bônus',
          value: '500',
          expirationDate: '2026-12-31',
          voucherCode: 'FIA1',
          status: 'active',
        },
        0,
        'AVAILABLE',
      ),
    ).toEqual({
      id: 'V1',
      title: 'Bônus',
      description: null,
      discount: 500,
      validUntil: '2026-12-31',
      terms: null,
      code: 'FIA1',
      status: 'ACTIVE',
      program: null,
    });
    expect(toVoucher({}, 2, 'REDEEMED')).toMatchObject({ id: 'voucher-3', title: '', status: 'REDEEMED' });
  });

  it('the vouchers of a CPF: available ones, redeemed ones and the maximum discount in any form', () => {
    const vouchers = toFidelityVouchers({
      available: [{ id: 'a' }],
      redeemed: { vouchers: [{ id: 'b' }, { id: 'c', status: 'ACTIVE' }] },
      maxDiscount: { maxDiscount: 1500 },
    });
    expect(vouchers.available.map((v) => [v.id, v.status])).toEqual([['a', 'AVAILABLE']]);
    expect(vouchers.redeemed.map((v) => [v.id, v.status])).toEqual([
      ['b', 'REDEEMED'],
      ['c', 'ACTIVE'],
    ]);
    expect(vouchers.maxDiscount).toBe(1500);
    const max = (maxDiscount: unknown) =>
      toFidelityVouchers({ available: [], redeemed: [], maxDiscount: maxDiscount as number }).maxDiscount;
    expect([max(800), max('900'), max({ value: 700 }), max(null), max({})]).toEqual([
      800,
      900,
      700,
      null,
      null,
    ]);
  });

  it('a generated voucher: the answer as a voucher, or its bare code', () => {
    expect(toGeneratedVoucher({ id: 'V1', code: 'FIA1', validUntil: '2027-01-01' })).toMatchObject({
      code: 'FIA1',
      status: 'ACTIVE',
      validUntil: '2027-01-01',
    });
    expect(toGeneratedVoucher('FIA2')).toMatchObject({ code: 'FIA2', status: 'ACTIVE' });
  });

  it('a redeemed gift: the value when the answer tells it', () => {
    expect(redeemedValue({ value: 250 })).toBe(250);
    expect(redeemedValue({})).toBeNull();
    expect(redeemedValue(undefined)).toBeNull();
  });

  it('lists: available to generate, active or generated to present, anything else in the past', () => {
    const of = (status: string) => groupOf(toVoucher({ status }, 0, 'AVAILABLE'));
    expect(['AVAILABLE', 'ACTIVE', 'GENERATED', 'REDEEMED', 'EXPIRED'].map(of)).toEqual([
      'available',
      'active',
      'active',
      'past',
      'past',
    ]);
  });
});

describe('rewardFailureOf', () => {
  it('tells a used code (409) and an unknown code (422) from any other failure', () => {
    const failed = (status: number, kind: 'bad-request' | 'bad-response' = 'bad-request') =>
      new ServiceError('vouchers', kind, 'POST rewards', status);
    expect(rewardFailureOf(failed(409))).toBe('used');
    expect(rewardFailureOf(failed(422))).toBe('unknown');
    expect(rewardFailureOf(failed(400))).toBe('other');
    expect(rewardFailureOf(failed(503, 'bad-response'))).toBe('other');
    expect(rewardFailureOf(new ServiceError('vouchers', 'timeout', 'POST rewards'))).toBe('other');
    expect(rewardFailureOf(new Error('offline'))).toBe('other');
  });
});
