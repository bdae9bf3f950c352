import { beforeEach, describe, expect, it } from 'vitest';
import type { Campaign, CampaignDealer } from '../../../api/reservations.ts';
import {
  dropRegistration,
  keepRegistration,
  PENDING_TTL_MS,
  pendingRegistration,
  signInLink,
} from './pendingRegistration.ts';

const campaign: Campaign = {
  id: 'CMP-1',
  name: 'Online',
  reservationAmount: 5000,
  currency: 'BRL',
  mvsCodes: [],
};
const dealer: CampaignDealer = { id: 1, dealerCode: '1001', name: 'Concessionária Paulista' };

beforeEach(() => localStorage.clear());

describe('registration under way', () => {
  it('keeps the campaign and dealer for the return from sign-in, for an hour', () => {
    keepRegistration({ campaign, dealer });
    expect(pendingRegistration()).toEqual({ campaign, dealer });
    expect(pendingRegistration(Date.now() + PENDING_TTL_MS + 1)).toBeNull();
    dropRegistration();
    expect(pendingRegistration()).toBeNull();
  });

  it('the sign-in link carries the page to come back to', () => {
    const page = 'https://loja.example.com/reserva?versao=1#topo';
    expect(signInLink('/login', page)).toBe(`/login?returnUrl=${encodeURIComponent(page)}`);
    expect(signInLink('/login?brand=fiat#form', page)).toBe(
      `/login?brand=fiat&returnUrl=${encodeURIComponent(page)}#form`,
    );
    expect(signInLink(undefined, page)).toBeUndefined();
  });
});
