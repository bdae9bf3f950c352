import { describe, expect, it } from 'vitest';
import { resumeLink } from './resumeLink.ts';

describe('resumeLink', () => {
  it('opens the reservation page with the order id, keeping its other parameters', () => {
    expect(resumeLink('/reserva.html?brand=fiat', 'ORD-BR-RES', 'https://loja.example/conta/pedidos')).toBe(
      'https://loja.example/reserva.html?brand=fiat&reservation-id=ORD-BR-RES',
    );
  });
});
