import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarcodeRead } from './barcodeRead.ts';
import { startScanLoop } from './scanLoop.ts';

const video = {} as HTMLVideoElement;
const read: BarcodeRead = { text: '9BWZZZ377VT004251', format: 'code128' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startScanLoop', () => {
  it('decodes a frame per interval until onRead says stop', () => {
    const frames = [null, null, read];
    const decode = vi.fn(() => frames.shift() ?? null);
    const onRead = vi.fn((r: BarcodeRead | null) => r !== null);
    startScanLoop(video, decode, onRead, 100);
    expect(decode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(decode).toHaveBeenCalledTimes(3);
    expect(onRead.mock.calls).toEqual([[null], [null], [read]]);
  });

  it('counts a frame that throws as a frame without a barcode, and stops when told', () => {
    const decode = vi.fn(() => {
      throw new Error('bad frame');
    });
    const onRead = vi.fn(() => false);
    const stop = startScanLoop(video, decode, onRead, 100);
    vi.advanceTimersByTime(250);
    expect(onRead.mock.calls).toEqual([[null], [null]]);
    stop();
    vi.advanceTimersByTime(1000);
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
