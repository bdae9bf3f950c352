import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../core/errors.ts';
import { createPaymentSender } from './paymentAttempt.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('payment sender', () => {
  it('two clicks while paying send one request', async () => {
    let resolve: (v: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const sender = createPaymentSender(send, keys());
    const first = sender.submit();
    const second = sender.submit();
    expect(second).toBe(first);
    resolve('paid');
    await expect(first).resolves.toBe('paid');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a retry after a time-out, network failure or 5xx reuses the attempt key', async () => {
    for (const kind of ['timeout', 'network', 'bad-response'] as const) {
      const send = vi
        .fn<(key: string) => Promise<string>>()
        .mockRejectedValueOnce(
          new ServiceError('reservations', kind, 'failed', kind === 'bad-response' ? 500 : undefined),
        )
        .mockResolvedValue('paid');
      const sender = createPaymentSender(send, keys());
      await expect(sender.submit()).rejects.toThrow();
      await expect(sender.submit()).resolves.toBe('paid');
      expect(send.mock.calls.map(([k]) => k)).toEqual(['key-1', 'key-1']);
    }
  });

  it('a refused payment ends the attempt: the next one has a new key', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ServiceError('reservations', 'bad-request', 'declined', 422))
      .mockResolvedValue('paid');
    const sender = createPaymentSender(send, keys());
    await expect(sender.submit()).rejects.toThrow();
    await sender.submit();
    expect(send.mock.calls.map(([k]) => k)).toEqual(['key-1', 'key-2']);
  });

  it('a click after the payment succeeded sends nothing and answers the same success', async () => {
    const send = vi.fn(async (key: string) => `paid with ${key}`);
    const sender = createPaymentSender(send, keys());
    await expect(sender.submit()).resolves.toBe('paid with key-1');
    await expect(sender.submit()).resolves.toBe('paid with key-1');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
