import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblemOf, listCameras, openCamera, trackFeatures } from './camera.ts';

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value });
}

afterEach(() => setMediaDevices(undefined));

describe('cameraProblemOf', () => {
  it.each([
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['SomethingElse', 'failed'],
  ])('maps %s to %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('x', name))).toBe(problem);
  });

  it('calls a missing getUserMedia unsupported', () => {
    setMediaDevices(undefined);
    expect(cameraProblemOf(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(cameraProblemOf('weird')).toBe('failed');
  });
});

describe('openCamera', () => {
  it('asks for the rear camera, or exactly the chosen one, without audio', async () => {
    const getUserMedia = vi.fn().mockResolvedValue({});
    setMediaDevices({ getUserMedia });
    await openCamera();
    await openCamera('cam-2');
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(getUserMedia.mock.calls[1]?.[0]).toMatchObject({ video: { deviceId: { exact: 'cam-2' } } });
  });

  it('rejects when the browser has no camera API', async () => {
    setMediaDevices(undefined);
    await expect(openCamera()).rejects.toThrow(TypeError);
  });
});

describe('listCameras', () => {
  it('lists only video inputs', async () => {
    setMediaDevices({
      enumerateDevices: async () => [
        { kind: 'audioinput', deviceId: 'mic', label: 'Mic' },
        { kind: 'videoinput', deviceId: 'a', label: 'Front' },
        { kind: 'videoinput', deviceId: 'b', label: '' },
      ],
    });
    expect(await listCameras()).toEqual([
      { deviceId: 'a', label: 'Front' },
      { deviceId: 'b', label: '' },
    ]);
  });

  it('gives an empty list when listing fails', async () => {
    setMediaDevices({ enumerateDevices: () => Promise.reject(new Error('nope')) });
    expect(await listCameras()).toEqual([]);
  });
});

describe('trackFeatures', () => {
  const track = (caps: unknown) => ({ getCapabilities: () => caps }) as unknown as MediaStreamTrack;

  it('offers zoom and torch only when the track has them', () => {
    expect(trackFeatures(track({ zoom: { min: 1, max: 5, step: 0.5 }, torch: true }))).toEqual({
      zoom: { min: 1, max: 5, step: 0.5 },
      torch: true,
    });
    expect(trackFeatures(track({ zoom: { min: 1, max: 1 } }))).toEqual({ zoom: null, torch: false });
    expect(trackFeatures(track({}))).toEqual({ zoom: null, torch: false });
    expect(trackFeatures({} as MediaStreamTrack)).toEqual({ zoom: null, torch: false });
  });
});
