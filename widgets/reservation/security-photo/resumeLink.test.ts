import { describe, expect, it } from 'vitest';
import { photoResumeLink, resumeRequest } from './resumeLink.ts';

describe('photo hand-over link', () => {
  it('this page, naming the reservation and the photo step, its other parameters kept', () => {
    const link = photoResumeLink('https://loja.example.com/reserva?brand=fiat&loginType=WEAK#topo', 'RSV-1');
    expect(link).toBe(
      'https://loja.example.com/reserva?brand=fiat&loginType=WEAK&reservation-id=RSV-1&reservation-step=security-photo',
    );
    expect(resumeRequest(link)).toEqual({ reservationId: 'RSV-1', step: 'security-photo' });
  });

  it('a page without a reservation asks for nothing; an unknown step is ignored', () => {
    expect(resumeRequest('https://loja.example.com/reserva')).toBeNull();
    expect(
      resumeRequest('https://loja.example.com/reserva?reservation-id=RSV-2&reservation-step=balance'),
    ).toEqual({
      reservationId: 'RSV-2',
      step: null,
    });
  });
});
