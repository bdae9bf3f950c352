import { describe, expect, it } from 'vitest';
import { createVinReads } from './vinReads.ts';

describe('createVinReads', () => {
  const code128 = (text: string) => ({ text, format: 'code128' as const });
  const code39 = (text: string) => ({ text, format: 'code39' as const });

  it('trusts one Code 128 read (it carries a checksum)', () => {
    const accept = createVinReads();
    expect(accept(code128('9BWZZZ377VT004251'))).toBe('9BWZZZ377VT004251');
  });

  it('needs the same Code 39 VIN twice, frames without a barcode or junk in between allowed', () => {
    const accept = createVinReads();
    expect(accept(code39('I1HGCM82633A004352'))).toBeNull();
    expect(accept(null)).toBeNull();
    expect(accept(code39('HELLO'))).toBeNull();
    expect(accept(code39('1HGCM82633A004352'))).toBe('1HGCM82633A004352');
  });

  it('starts the Code 39 confirmation over when another VIN is read', () => {
    const accept = createVinReads();
    expect(accept(code39('9BWZZZ377VT004251'))).toBeNull();
    expect(accept(code39('9BWZZZ377VT004257'))).toBeNull();
    expect(accept(code39('9BWZZZ377VT004251'))).toBeNull();
    expect(accept(code39('9BWZZZ377VT004251'))).toBe('9BWZZZ377VT004251');
  });

  it('ignores reads that are not VINs', () => {
    const accept = createVinReads();
    expect(accept(code128('12345'))).toBeNull();
    expect(accept(code128('9BWZZZ377VTO04251'))).toBeNull();
  });
});
