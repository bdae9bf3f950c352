import { describe, expect, it } from 'vitest';
import type { CatalogModel } from '../../api/models.ts';
import { offerCategory } from './offerCategory.ts';

const MODELS: CatalogModel[] = [
  {
    modelCode: '338',
    modelName: 'Argo',
    category: 'hatch',
    versions: [{ mvsCode: 'A1', versionName: 'Drive' }],
  },
  {
    modelCode: '226',
    modelName: 'Toro',
    category: 'pickup',
    versions: [{ mvsCode: 'T1', versionName: 'Volcano' }],
  },
  { modelCode: '999', modelName: 'Old', versions: [] },
];

describe('offerCategory', () => {
  it("is the category of the offer's model, by model code", () => {
    expect(offerCategory({ modelCode: '226', mvsCode: 'A1' }, MODELS)).toBe('pickup');
  });

  it('finds the model by the version when the offer names no model', () => {
    expect(offerCategory({ modelCode: '', mvsCode: 'T1' }, MODELS)).toBe('pickup');
    expect(offerCategory({ modelCode: '', mvsCode: 'A1' }, MODELS)).toBe('hatch');
  });

  it('is undefined before the models arrive, for an unknown car and for a model without category', () => {
    expect(offerCategory({ modelCode: '226', mvsCode: '' }, undefined)).toBeUndefined();
    expect(offerCategory({ modelCode: '1', mvsCode: 'X' }, MODELS)).toBeUndefined();
    expect(offerCategory({ modelCode: '999', mvsCode: '' }, MODELS)).toBeUndefined();
  });
});
