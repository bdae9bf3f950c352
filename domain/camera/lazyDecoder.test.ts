import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameDecoder } from './barcodeRead.ts';
import { DecoderDeadlineError, lazyDecoder } from './lazyDecoder.ts';

const decoder: FrameDecoder = () => null;
const module = { createFrameDecoder: () => decoder };

afterEach(() => vi.useRealTimers());

describe('lazyDecoder', () => {
  it('fetches the module once and keeps it', async () => {
    const load = vi.fn(async () => module);
    const get = lazyDecoder(load);
    expect(await get()).toBe(decoder);
    expect(await get()).toBe(decoder);
    expect(load).toHaveBeenCalledOnce();
  });

  it('a module that never arrives fails at its deadline, and the next start fetches it again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce(module);
    const get = lazyDecoder(load);
    const first = get(500);
    const failed = expect(first).rejects.toBeInstanceOf(DecoderDeadlineError);
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    first.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(await get(500)).toBe(decoder);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a deadline given, waits a read’s 15 s', async () => {
    vi.useFakeTimers();
    const get = lazyDecoder(() => new Promise(() => {}));
    const first = get();
    const failed = expect(first).rejects.toBeInstanceOf(DecoderDeadlineError);
    await vi.advanceTimersByTimeAsync(15_000);
    await failed;
  });
});
