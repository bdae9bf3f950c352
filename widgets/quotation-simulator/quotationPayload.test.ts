import { describe, expect, it } from 'vitest';
import type { Version } from '../../api/car.ts';
import type { Part } from '../../api/carSchemas.ts';
import { createCatalog } from '../../domain/car/rules/createCatalog.ts';
import { planSelection } from '../../domain/car/rules/planSelection.ts';
import { emptyDraft } from './quotationDraft.ts';
import { type QuotedCar, quotationPayload, quotationTotals } from './quotationPayload.ts';

const part = (id: string, type: Part['type'], price: number, rules: Partial<Part> = {}): Part => ({
  id,
  code: id,
  name: id,
  type,
  price,
  inclusive: [],
  exclusive: [],
  optionalColors: [],
  selectionType: 'check',
  ...rules,
});
const version = {
  code: '3571ZX1',
  modelCode: '357',
  modelName: 'Pulse',
  versionName: 'Drive',
  year: 2026,
  price: 100_000,
  years: [2026],
} as unknown as Version;
const color = { id: 'c1', code: '296', name: 'Branco', price: 1_500 };
const car: QuotedCar = {
  version,
  year: 2026,
  color,
  colorGroup: 'metallic',
  coating: { id: 'k', code: 'CCS', name: 'Couro', price: 2_000 },
  parts: [part('ADS', 'ITEM', 5_000), part('52102401', 'ACCESSORY', 400)],
};
const seller = { name: 'Davi Martins', email: 'davi.martins@example.com' };

describe('the quotation sent to the CRM', () => {
  it('carries every field of seed 001 §3, in the seller session', () => {
    const draft = {
      ...emptyDraft(7),
      opportunityName: ' OPP Ana ',
      price: '101.000',
      discount: '1.000',
      bonus: '500',
      comment: 'Cliente retorna sábado',
      cashPayment: true,
    };
    expect(quotationPayload(car, draft, seller, 'SES-1')).toEqual({
      sessionId: 'SES-1',
      opportunityName: 'OPP Ana',
      modelCode: '357',
      mvsCode: '3571ZX1',
      year: 2026,
      colorCode: '296',
      colorGroup: 'metallic',
      coatingCode: 'CCS',
      initialPrice: 100_000,
      price: 101_000,
      discount: 1_000,
      bonus: 500,
      optionals: ['ADS'],
      accessories: ['52102401'],
      accessoriesPriceToAgree: false,
      cashPayment: true,
      comment: 'Cliente retorna sábado',
      validityDays: 7,
      stockSource: 'dealer',
      seller,
    });
  });

  it('names the base quotation reopened from the CRM', () => {
    const draft = { ...emptyDraft(7), opportunityName: 'OPP', baseQuotationNumber: 'QUO-9' };
    expect(quotationPayload(car, draft, seller, 'S')).toMatchObject({ baseQuotationNumber: 'QUO-9' });
  });

  it('totals: price + colour + coating + items − discount − bonus; accessories out when to be agreed', () => {
    const draft = { ...emptyDraft(7), discount: '1.000', bonus: '500' };
    expect(quotationTotals(car, draft).total).toBe(100_000 + 1_500 + 2_000 + 5_000 + 400 - 1_500);
    expect(quotationTotals(car, { ...draft, accessoriesPriceToAgree: true }).total).toBe(
      100_000 + 1_500 + 2_000 + 5_000 - 1_500,
    );
  });
});

describe('conflicts go through domain/car rules, as in the configurator', () => {
  it('adding an optional with an inclusive item plans both and asks to confirm; an exclusive one is removed', () => {
    const parts = [
      part('ADS', 'ITEM', 5_000, { inclusive: ['PSD'] }),
      part('PSD', 'ITEM', 1_000),
      part('R18', 'ITEM', 3_000, { exclusive: ['R17'] }),
      part('R17', 'ITEM', 2_000, { exclusive: ['R18'] }),
    ];
    const catalog = createCatalog(parts, [color]);
    const added = planSelection({ catalog, parts: [], color }, 'ADS', 'add');
    expect(added).toMatchObject({ add: ['ADS', 'PSD'], needsConfirmation: true });
    const swapped = planSelection({ catalog, parts: [parts[3]!], color }, 'R18', 'add');
    expect(swapped).toMatchObject({ add: ['R18'], remove: ['R17'], needsConfirmation: true });
  });
});
