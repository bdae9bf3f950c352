import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { modelCodeOfMvs } from './modelCodeOfMvs.ts';

describe('modelCodeOfMvs', () => {
  it('reads the model code of every version of every brand', () => {
    for (const version of VERSIONS) expect(modelCodeOfMvs(version.mvsCode)).toBe(version.modelCode);
  });

  it('null for a code of another length', () => {
    expect(modelCodeOfMvs('')).toBeNull();
    expect(modelCodeOfMvs('ABC12')).toBeNull();
  });
});
