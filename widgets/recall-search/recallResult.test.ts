import { describe, expect, it } from 'vitest';
import { afterUpdate, isOpen, toCampaigns, toItem, toRecallResult } from './recallResult.ts';

describe('recall answers as the widget shows them', () => {
  it('an item: id, title and description, upper-case status, campaign and date from any of their names', () => {
    expect(
      toItem(
        {
          recallId: 'RC-1',
          name: 'Airbag',
          description: 'Troca',
          status: 'open',
          campaignCode: 'C1',
          date: '2025-01-02',
        },
        'recall',
        0,
      ),
    ).toEqual({
      id: 'RC-1',
      kind: 'recall',
      title: 'Airbag',
      description: 'Troca',
      status: 'OPEN',
      campaign: 'C1',
      startDate: '2025-01-02',
      voucher: true,
      updatable: false,
    });
  });

  it('an item without title shows its description as title; without id, its kind and place', () => {
    expect(toItem({ description: 'Software do ABS', done: true }, 'software', 1)).toMatchObject({
      id: 'software-2',
      title: 'Software do ABS',
      description: null,
      status: 'DONE',
      voucher: false,
      updatable: false,
    });
  });

  it('a done recall has no voucher; only recalls marked updatable can be updated', () => {
    expect(toItem({ id: 'a', status: 'DONE', updatable: true }, 'recall', 0)).toMatchObject({
      voucher: false,
      updatable: true,
    });
    expect(toItem({ id: 'a', voucher: false }, 'recall', 0).voucher).toBe(false);
    expect(toItem({ id: 'a', updatable: true }, 'software', 0).updatable).toBe(false);
  });

  it('open is what still waits for the owner: not scheduled, in progress, done, closed, completed or finished', () => {
    const item = (status: string) => toItem({ id: 'a', status }, 'recall', 0);
    expect(['OPEN', 'AVAILABLE', 'PENDING'].map((s) => isOpen(item(s)))).toEqual([true, true, true]);
    expect(
      ['SCHEDULED', 'IN_PROGRESS', 'DONE', 'CLOSED', 'COMPLETED', 'FINISHED'].map((s) => isOpen(item(s))),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('a search: the car from the lookup, then the vehicle data, then what was searched', () => {
    const result = toRecallResult(
      {
        recalls: { chassis: '9BD195A4ZN0123456', recalls: [{ id: 'RC-1', title: 'Airbag' }] },
        updates: [{ recallId: 'SW-1', title: 'Central' }],
        car: { plate: 'ABC1D23', modelName: 'Argo', versionName: 'Drive 1.0', modelYear: 2022 },
      },
      'plate',
      'ABC1D23',
    );
    expect(result.vehicle).toEqual({
      chassis: '9BD195A4ZN0123456',
      plate: 'ABC1D23',
      model: 'Argo Drive 1.0',
      year: '2022',
    });
    expect(result.recalls.map((r) => [r.id, r.kind])).toEqual([['RC-1', 'recall']]);
    expect(result.updates.map((r) => [r.id, r.kind])).toEqual([['SW-1', 'software']]);
  });

  it('a search without vehicle data keeps what was searched and knows no model', () => {
    expect(
      toRecallResult({ recalls: [], updates: {}, car: null }, 'chassis', '9BD195A4ZN0123456').vehicle,
    ).toEqual({
      chassis: '9BD195A4ZN0123456',
      plate: null,
      model: null,
      year: null,
    });
  });

  it("campaigns: a missing description is told by the campaign's risk and remedy", () => {
    expect(
      toCampaigns([
        {
          id: 'RC-1',
          title: 'Airbag',
          risk: 'Pode falhar.',
          remedy: 'Troca do módulo.',
          startDate: '2024-05-01',
        },
        { code: 'RC-2', name: 'ABS', description: 'Atualização.' },
        { title: 'Sem texto' },
      ]),
    ).toEqual([
      { id: 'RC-1', title: 'Airbag', description: 'Pode falhar. Troca do módulo.', startDate: '2024-05-01' },
      { id: 'RC-2', title: 'ABS', description: 'Atualização.', startDate: null },
      { id: 'campaign-3', title: 'Sem texto', description: null, startDate: null },
    ]);
    expect(toCampaigns({ campaigns: [{ id: 'x', title: 'y' }] })).toHaveLength(1);
  });

  it('after an update: the new status, no longer updatable, and the protocol when the answer has one', () => {
    const item = toItem({ id: 'RC-1', title: 'Airbag', updatable: true }, 'recall', 0);
    expect(afterUpdate(item, { id: ' UPD-7 ', status: 'scheduled' })).toEqual({
      item: { ...item, status: 'SCHEDULED', updatable: false },
      protocol: 'UPD-7',
    });
    expect(afterUpdate(item, undefined)).toEqual({ item: { ...item, updatable: false }, protocol: null });
  });
});
