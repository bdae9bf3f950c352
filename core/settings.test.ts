import { describe, expect, it } from 'vitest';
import { parseSettings, SETTING_NAMES } from './settings.ts';

describe('page settings', () => {
  it('gives every setting its default when the page sets none', () => {
    const { settings, issues } = parseSettings({});
    expect(issues).toEqual([]);
    expect(settings).toEqual({
      'lead-client-id': undefined,
      'lead-client-secret': undefined,
      'allow-leads-without-cpf': false,
      'leads-without-cpf-everywhere': false,
      'allowed-cities-without-cpf': [],
      'allowed-dealers-without-cpf': [],
      'ga-track-id': undefined,
      'weak-login-brand': undefined,
      'car-image-url': undefined,
      'location-ttl': 14_400_000,
      'face-model-url': '/models/face_detection_short_range_with_metadata.tflite',
      'face-wasm-url': '/mediapipe/wasm',
      'face-time-limit': 60,
      'deadline-scale': 1,
      'login-url': undefined,
      'data-layer': 'dataLayer',
      'ga4-off': false,
    });
    expect(SETTING_NAMES).toHaveLength(17);
  });

  it('normalises what a CMS writes: booleans, numbers, comma lists, trimmed text; empty metas are absent', () => {
    const { settings, issues } = parseSettings({
      'allow-leads-without-cpf': ' TRUE ',
      'leads-without-cpf-everywhere': 'false',
      'allowed-cities-without-cpf': '3550308, 3304557,,',
      'allowed-dealers-without-cpf': '',
      'location-ttl': '3600000',
      'face-time-limit': '90',
      'lead-client-id': '  client ',
      'ga-track-id': '',
      unknown: 'ignored',
    });
    expect(issues).toEqual([]);
    expect(settings).toMatchObject({
      'allow-leads-without-cpf': true,
      'leads-without-cpf-everywhere': false,
      'allowed-cities-without-cpf': ['3550308', '3304557'],
      'allowed-dealers-without-cpf': [],
      'location-ttl': 3_600_000,
      'face-time-limit': 90,
      'lead-client-id': 'client',
      'ga-track-id': undefined,
    });
  });

  it('lets the element win over the page (a bare boolean attribute is true)', () => {
    const { settings } = parseSettings(
      {
        'location-ttl': '3600000',
        'allow-leads-without-cpf': 'false',
        'car-image-url': 'https://a/{mvs}.png',
      },
      { 'location-ttl': '60000', 'allow-leads-without-cpf': '' },
    );
    expect(settings).toMatchObject({
      'location-ttl': 60_000,
      'allow-leads-without-cpf': true,
      'car-image-url': 'https://a/{mvs}.png',
    });
  });

  it('reports a bad value with where it was written, and falls back to the default', () => {
    const { settings, issues } = parseSettings(
      { 'location-ttl': '4h', 'face-time-limit': '5', 'allow-leads-without-cpf': 'yes' },
      { 'face-time-limit': '12.5' },
    );
    expect(issues).toEqual([
      { code: 'invalid-setting', field: 'hub:setting:allow-leads-without-cpf', value: 'yes' },
      { code: 'invalid-setting', field: 'hub:setting:location-ttl', value: '4h' },
      { code: 'invalid-setting', field: 'setting-face-time-limit', value: '12.5' },
    ]);
    expect(settings).toMatchObject({
      'location-ttl': 14_400_000,
      'face-time-limit': 60,
      'allow-leads-without-cpf': false,
    });
  });

  it('reads the deadline scale as a positive decimal; zero or text is reported and gives 1', () => {
    expect(parseSettings({ 'deadline-scale': '0.01' }).settings['deadline-scale']).toBe(0.01);
    for (const bad of ['0', 'fast', '-1']) {
      const { settings, issues } = parseSettings({ 'deadline-scale': bad });
      expect(settings['deadline-scale']).toBe(1);
      expect(issues).toEqual([{ code: 'invalid-setting', field: 'hub:setting:deadline-scale', value: bad }]);
    }
  });

  it('reports only the settings asked about', () => {
    const page = { 'location-ttl': '-1', 'face-time-limit': 'abc' };
    expect(parseSettings(page, {}, ['location-ttl']).issues.map((issue) => issue.field)).toEqual([
      'hub:setting:location-ttl',
    ]);
    expect(parseSettings(page, {}, []).issues).toEqual([]);
  });

  it('the weak-login brand is one of the brands; another value is reported', () => {
    expect(parseSettings({ 'weak-login-brand': 'jeep' }).settings['weak-login-brand']).toBe('jeep');
    expect(parseSettings({ 'weak-login-brand': 'tesla' }).issues).toEqual([
      expect.objectContaining({
        code: 'invalid-setting',
        field: 'hub:setting:weak-login-brand',
        value: 'tesla',
      }),
    ]);
  });
});
