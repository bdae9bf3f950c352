import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';
import { DEFAULT_FACE_MODEL_URL, faceCheckUrls } from './faceCheck.ts';
import { clock, DEFAULT_PHOTO_SECONDS, photoSeconds, secondsLeft } from './timeLimit.ts';

describe('isMobileDevice', () => {
  it.each([
    ['Android phone', { userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) Mobile Safari/537.36' }, true],
    ['iPhone', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148' }, true],
    [
      'iPad asking for the desktop site',
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 },
      true,
    ],
    [
      'client hints say mobile',
      { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } },
      true,
    ],
    ['Mac', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 }, false],
    [
      'Windows desktop',
      { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36' },
      false,
    ],
  ])('%s', (_name, hints, expected) => {
    expect(isMobileDevice(hints)).toBe(expected);
  });
});

describe('photo time limit', () => {
  it('reads whole seconds of at least 10 from the page setting, else the default', () => {
    expect(photoSeconds({ 'face-time-limit': '90' })).toBe(90);
    expect(photoSeconds({})).toBe(DEFAULT_PHOTO_SECONDS);
    for (const bad of ['', 'abc', '5', '12.5', '-30']) {
      expect(photoSeconds({ 'face-time-limit': bad })).toBe(DEFAULT_PHOTO_SECONDS);
    }
  });

  it('counts whole seconds down and shows them as m:ss', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect([clock(60), clock(125), clock(9), clock(0)]).toEqual(['1:00', '2:05', '0:09', '0:00']);
  });
});

describe('faceCheckUrls', () => {
  it('resolves the settings against the page, and defaults to the demo server paths', () => {
    expect(faceCheckUrls({}, 'https://loja.example.com/reserva/')).toEqual({
      model: `https://loja.example.com${DEFAULT_FACE_MODEL_URL}`,
      wasm: 'https://loja.example.com/mediapipe/wasm',
    });
    expect(
      faceCheckUrls(
        { 'face-model-url': 'models/face.tflite', 'face-wasm-url': 'https://cdn.example.com/wasm///' },
        'https://loja.example.com/reserva/',
      ),
    ).toEqual({
      model: 'https://loja.example.com/reserva/models/face.tflite',
      wasm: 'https://cdn.example.com/wasm',
    });
  });
});
