import { describe, expect, it, vi } from 'vitest';
import { GeolocationError } from '../domain/location/geolocation.ts';
import {
  ConfigError,
  failureKind,
  GuardError,
  HubError,
  isForbidden,
  isUnauthorized,
  reportingUnauthorized,
  ServiceError,
  ServiceRefusal,
} from './errors.ts';

describe('the error family', () => {
  const members = [
    new ConfigError('hub-lead-form', { code: 'invalid-attribute', field: 'variant', value: 'company' }),
    new ServiceError('lead', 'timeout', 'no answer in 10 s'),
    new GuardError('Params is required'),
    new ServiceRefusal('whatsapp', 'Erro on SubmitIntent'),
    new GeolocationError('denied'),
  ];

  it('has one base: every member is a HubError and an Error, with an explicit name and a code', () => {
    expect(members.map((error) => [error.name, error.code])).toEqual([
      ['ConfigError', 'invalid-attribute'],
      ['ServiceError', 'timeout'],
      ['GuardError', 'guard'],
      ['ServiceRefusal', 'refused'],
      ['GeolocationError', 'denied'],
    ]);
    for (const error of members) {
      expect(error).toBeInstanceOf(HubError);
      expect(error).toBeInstanceOf(Error);
    }
  });

  it('names the tag in the message when it is known, and keeps the seed messages as they are', () => {
    expect(members[0]!.message).toBe('hub-lead-form: invalid-attribute variant “company”');
    expect(new HubError('the camera is busy', { code: 'busy', widget: 'hub-vin-scanner' }).message).toBe(
      'hub-vin-scanner: the camera is busy',
    );
    expect(members[1]!.message).toBe('lead: no answer in 10 s');
    expect(members[2]!.message).toBe('Params is required');
    expect(members[3]!.message).toBe('Erro on SubmitIntent');
  });

  it('keeps what each member carries', () => {
    const config = members[0] as ConfigError;
    expect([config.widget, config.field, config.value]).toEqual(['hub-lead-form', 'variant', 'company']);
    expect(new ServiceRefusal('dealer-sales', 'Oportunidade não encontrada', '003').code).toBe('003');
    const service = new ServiceError('lead', 'bad-response', 'status 500', 500, { error: 'x' });
    expect([service.kind, service.service, service.status, service.body]).toEqual([
      'bad-response',
      'lead',
      500,
      { error: 'x' },
    ]);
    expect((members[4] as GeolocationError).reason).toBe('denied');
    const cause = new Error('socket hang up');
    expect(new HubError('failed', { code: 'x', cause }).cause).toBe(cause);
  });
});

describe('reading a failure', () => {
  const refused = new ServiceError('users', 'bad-request', 'Unauthorized', 401);
  const down = new ServiceError('users', 'bad-response', 'Unavailable', 503);

  it('names its kind for events, unknown for anything else', () => {
    expect(failureKind(new ServiceError('lead', 'timeout', 'slow'))).toBe('timeout');
    expect(failureKind(new Error('boom'))).toBe('unknown');
    expect(failureKind('nope')).toBe('unknown');
  });

  it('tells a refused sign-in (401) from other failures', () => {
    expect(isUnauthorized(refused)).toBe(true);
    expect(isUnauthorized(down)).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });

  it("tells a refusal of the user's roles (403) from a refused sign-in", () => {
    expect(isForbidden(new ServiceError('offers', 'bad-request', 'Forbidden', 403))).toBe(true);
    expect(isForbidden(refused)).toBe(false);
    expect(isForbidden(new Error('403'))).toBe(false);
  });

  it('reports a refused sign-in once and lets every failure go on', async () => {
    const onUnauthorized = vi.fn();
    await expect(reportingUnauthorized(Promise.reject(refused), onUnauthorized)).rejects.toBe(refused);
    await expect(reportingUnauthorized(Promise.reject(down), onUnauthorized)).rejects.toBe(down);
    await expect(reportingUnauthorized(Promise.resolve(7), onUnauthorized)).resolves.toBe(7);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
