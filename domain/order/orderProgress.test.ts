import { describe, expect, it } from 'vitest';
import { orderProgress } from './orderProgress.ts';

const at = (status: string, day: number) => ({
  status,
  at: `2026-0${day < 10 ? 1 : 2}-0${day % 9 || 1}T10:00:00.000Z`,
});

describe('orderProgress', () => {
  it('an invoiced order: reservation to invoiced done with their dates, dispatched current, delivered next', () => {
    const timeline = [
      at('PRE_RESERVE', 1),
      at('RESERVE', 2),
      at('MOUNTED_VEHICLE', 3),
      at('VEHICLE_PRODUCED', 4),
      at('INVOICED', 5),
    ];
    const steps = orderProgress(timeline, 'INVOICED', 'pt-BR');
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Reserva', 'done'],
      ['Veículo montado', 'done'],
      ['Veículo produzido', 'done'],
      ['Faturado', 'done'],
      ['Expedido', 'current'],
      ['Entregue ao cliente', 'next'],
    ]);
    expect(steps[3]?.at).toBe(timeline[4]?.at);
    expect(steps[4]?.at).toBeNull();
  });

  it('a step reached past without its own entry is done, with no date; es-AR words', () => {
    const steps = orderProgress([at('RESERVE', 1), at('INVOICED', 2)], 'INVOICED', 'es-AR');
    expect(steps[1]).toMatchObject({ state: 'done', at: null });
    expect(steps.map((s) => s.label)).toContain('Entregado al cliente');
  });

  it('a cancelled order has no current step', () => {
    const steps = orderProgress([at('RESERVE', 1), at('CANCELLED', 2)], 'CANCELLED', 'pt-BR');
    expect(steps.map((s) => s.state)).toEqual(['done', 'next', 'next', 'next', 'next', 'next']);
  });
});
