import { describe, expect, it } from 'vitest';
import { actionsFor, powersOf, statusOf, withStatus } from './offerStatus.ts';

const offer = (published: boolean, sold = false, disapproved = false) => ({ published, sold, disapproved });

describe('statusOf', () => {
  it('says disapproved before sold, sold before published', () => {
    expect(statusOf(offer(false, true, true))).toBe('disapproved');
    expect(statusOf(offer(true, true))).toBe('sold');
    expect(statusOf(offer(true))).toBe('published');
    expect(statusOf(offer(false))).toBe('unpublished');
  });
});

describe('actionsFor', () => {
  it('an offer administrator: the actions that change the offer, deciding ones included', () => {
    expect(actionsFor(offer(false), ['offer_admin'])).toEqual(['publish', 'sold', 'disapprove']);
    expect(actionsFor(offer(true, true), ['offer_admin'])).toEqual(['unpublish', 'unsold', 'disapprove']);
    expect(actionsFor(offer(false, false, true), ['offer_admin'])).toEqual(['publish', 'sold']);
  });
  it('a partner administrator: sold and unsold only', () => {
    expect(actionsFor(offer(false), ['partner_admin'])).toEqual(['sold']);
    expect(actionsFor(offer(true, true), ['partner_admin'])).toEqual(['unsold']);
  });
  it('a customer: none', () => {
    expect(actionsFor(offer(false), ['customer'])).toEqual([]);
  });
});

describe('powersOf', () => {
  it('partners prepare and delete; only offer administrators bulk-change and reorder', () => {
    expect(powersOf(['partner_admin'])).toEqual({ prepare: true, remove: true, bulk: false, reorder: false });
    expect(powersOf(['offer_admin'])).toEqual({ prepare: true, remove: true, bulk: true, reorder: true });
  });
});

describe('withStatus', () => {
  it('sets what a bulk status sets: publishing lifts a disapproval, disapproving unpublishes', () => {
    expect(statusOf(withStatus(offer(false, false, true), 'PUBLISHED'))).toBe('published');
    expect(withStatus(offer(true), 'DISAPPROVED')).toEqual(offer(false, false, true));
    expect(withStatus(offer(true, true), 'UNSOLD')).toEqual(offer(true));
    expect(withStatus(offer(true), 'UNPUBLISHED')).toEqual(offer(false));
    expect(withStatus(offer(true), 'SOLD')).toEqual(offer(true, true));
  });
});
