import { describe, expect, it } from 'vitest';
import { mayCall, rolesOf } from './roles.ts';

describe('roles', () => {
  it('reads the roles users/self names, upper or lower case, and drops unknown names', () => {
    expect(rolesOf({ roles: ['OFFER_ADMIN', 'customer', 'root', 3] })).toEqual(['offer_admin', 'customer']);
  });

  it('takes a profile without roles for a customer', () => {
    expect(rolesOf({})).toEqual(['customer']);
    expect(rolesOf(null)).toEqual(['customer']);
  });

  it('lets a call through when one of its roles is held, or when it names none', () => {
    expect(mayCall(['customer', 'event_admin'], ['event_admin', 'user_admin'])).toBe(true);
    expect(mayCall(['customer'], ['event_admin'])).toBe(false);
    expect(mayCall(['customer'], undefined)).toBe(true);
    expect(mayCall([], [])).toBe(false);
  });
});
