import { describe, expect, it } from 'vitest';
import { ORDER_MILESTONES, orderTimeline, stageOf } from './orderTimeline.ts';

const at = (n: number) => `2026-01-0${n}T10:00:00Z`;
const entries = (codes: string[]) => codes.map((status, i) => ({ status, at: at(i + 1) }));

describe('order timeline', () => {
  it('groups the entries by stage, in the order they came, each in words with its stage label', () => {
    const groups = orderTimeline(
      entries([
        'PRE_RESERVE',
        'RESERVE',
        'APPROVED_RESERVATION',
        'BILLET_PAYMENT',
        'BILLET_AVAILABLE',
        'UPLOADED_DOCS',
        'MOUNTED_VEHICLE',
      ]),
      'pt-BR',
    );
    expect(groups.map((g) => [g.label, g.entries.map((e) => e.words)])).toEqual([
      ['Reserva', ['Pré-reserva', 'Reserva', 'Reserva aprovada']],
      ['Pagamento', ['Pagamento por boleto', 'Boleto disponível']],
      ['Documentos e aprovação', ['Documentos enviados']],
      ['Produção', ['Veículo montado']],
    ]);
    expect(groups[0]?.entries[0]?.at).toBe(at(1));
  });

  it('in Spanish for es-AR; a cancelled then reactivated order shows each stage where it happened', () => {
    const groups = orderTimeline(
      entries(['RESERVE', 'REQUESTED_CANCELLATION', 'REACTIVATED_ORDER', 'EXPEDITE', 'CUSTOMER_DELIVERY']),
      'es-AR',
    );
    expect(groups.map((g) => g.label)).toEqual(['Reserva', 'Cancelación', 'Transporte', 'Entrega']);
    expect(groups[2]?.entries[0]?.words).toBe('Despachado');
  });

  it("the seed's labelled milestones are vehicle mounted, produced, invoiced, dispatched and delivered", () => {
    expect(
      ORDER_MILESTONES.map((code) => orderTimeline(entries([code]), 'pt-BR')[0]?.entries[0]?.words),
    ).toEqual(['Veículo montado', 'Veículo produzido', 'Faturado', 'Expedido', 'Entregue ao cliente']);
    expect(stageOf('SOMETHING_NEW')).toBe('production');
  });
});
