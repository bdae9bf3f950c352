import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, secondsLeft, startCountdown } from './countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('reservation countdown', () => {
  it('writes the time left as a clock', () => {
    expect(clock(15 * 60)).toBe('15:00');
    expect(clock(61)).toBe('01:01');
    expect(clock(3725)).toBe('1:02:05');
    expect(secondsLeft(Date.now() + 1500, Date.now())).toBe(2);
    expect(secondsLeft(Date.now() - 5000, Date.now())).toBe(0);
  });

  it('ticks every second down to zero, then expires exactly once', () => {
    const ticks: number[] = [];
    const expire = vi.fn();
    startCountdown(Date.now() + 3000, (s) => ticks.push(s), expire);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    expect(expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBe(0);
  });

  it('an already past deadline expires at once; a stopped countdown never expires', () => {
    const expire = vi.fn();
    startCountdown(Date.now() - 1, () => undefined, expire);
    expect(expire).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    const stop = startCountdown(Date.now() + 2000, () => undefined, later);
    stop();
    vi.advanceTimersByTime(5000);
    expect(later).not.toHaveBeenCalled();
  });
});
