import { describe, expect, it } from 'vitest';
import { statusInWords } from './statusInWords.ts';

describe('order status in words', () => {
  it('in the market language, the code itself when the status is not listed', () => {
    expect(statusInWords('APPROVED_RESERVATION', 'pt-BR')).toBe('Reserva aprovada');
    expect(statusInWords('APPROVED_RESERVATION', 'es-AR')).toBe('Reserva aprobada');
    expect(statusInWords('CANCELLED', 'c-BR')).toBe('Cancelado');
    expect(statusInWords('SOMETHING_NEW', 'pt-BR')).toBe('SOMETHING_NEW');
  });
});
