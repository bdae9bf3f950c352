import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPix } from './pixWatch.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('Pix watch', () => {
  it('polls at the interval, one request at a time, and stops when paid', async () => {
    const statuses = ['RESERVE', 'RESERVE', 'APPROVED_RESERVATION'];
    const poll = vi.fn(async () => statuses.shift() ?? 'RESERVE');
    const paid = vi.fn();
    const cancelled = vi.fn();
    watchPix(Date.now() + 600000, 5000, {
      poll,
      onTick: () => undefined,
      onPaid: paid,
      onCancelled: cancelled,
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(paid).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a failing poll is tried again at the next interval', async () => {
    const poll = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue('APPROVED_RESERVATION');
    const paid = vi.fn();
    watchPix(Date.now() + 600000, 1000, {
      poll,
      onTick: () => undefined,
      onPaid: paid,
      onCancelled: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(paid).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(paid).toHaveBeenCalledTimes(1);
  });

  it('when the Pix time ends unpaid the order is cancelled and polling stops', async () => {
    const poll = vi.fn(async () => 'RESERVE');
    const ticks: number[] = [];
    const paid = vi.fn();
    const cancelled = vi.fn();
    watchPix(Date.now() + 10000, 3000, {
      poll,
      onTick: (s) => ticks.push(s),
      onPaid: paid,
      onCancelled: cancelled,
    });
    await vi.advanceTimersByTimeAsync(10000);
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBe(0);
    const polls = poll.mock.calls.length;
    expect(polls).toBe(3);
    await vi.advanceTimersByTimeAsync(30000);
    expect(poll).toHaveBeenCalledTimes(polls);
    expect(paid).not.toHaveBeenCalled();
  });

  it('the service cancelling the order ends the watch', async () => {
    const cancelled = vi.fn();
    watchPix(Date.now() + 600000, 1000, {
      poll: async () => 'CANCELLED',
      onTick: () => undefined,
      onPaid: vi.fn(),
      onCancelled: cancelled,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});
