import { describe, expect, it } from 'vitest';
import { invitationLinkOf, invitedByOf, whatsAppShareUrl } from './invitation.ts';

describe('invitation links', () => {
  it('reads the inviter from the invited-by query parameter only', () => {
    expect(invitedByOf('?invited-by=PTC-1000')).toBe('PTC-1000');
    expect(invitedByOf('?utm_source=whatsapp&invited-by=%20PTC-1000%20')).toBe('PTC-1000');
    expect(invitedByOf('')).toBeNull();
    expect(invitedByOf('?invitedBy=PTC-1000')).toBeNull();
    // Nothing but a participant id goes into a header.
    expect(invitedByOf('?invited-by=<script>')).toBeNull();
    expect(invitedByOf(`?invited-by=${'A'.repeat(65)}`)).toBeNull();
  });

  it("carries the participant's id, replacing the inviter the page came with, without the fragment", () => {
    expect(invitationLinkOf('https://www.jeep.com.br/promo?utm=x#numeros', 'PTC-1004')).toBe(
      'https://www.jeep.com.br/promo?utm=x&invited-by=PTC-1004',
    );
    expect(invitationLinkOf('https://www.jeep.com.br/promo?invited-by=PTC-1000', 'PTC-1004')).toBe(
      'https://www.jeep.com.br/promo?invited-by=PTC-1004',
    );
  });

  it('shares by WhatsApp with the text and the link encoded', () => {
    expect(whatsAppShareUrl('Participe: https://x.test/p?invited-by=PTC-1')).toBe(
      'https://wa.me/?text=Participe%3A%20https%3A%2F%2Fx.test%2Fp%3Finvited-by%3DPTC-1',
    );
  });
});
