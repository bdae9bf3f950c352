import createMask from 'imask/masked/factory';
import { describe, expect, it } from 'vitest';
import { enter } from '../../test/MaskedField.tsx';
import { phoneSchema } from '../phone/phoneSchema.ts';
import { validateField } from '../validateField.ts';
import { toImask } from './imaskRuntime.ts';
import { maskValue } from './maskValue.ts';
import { phoneMask } from './phoneMask.ts';

/** A small deterministic generator (mulberry32), so a failure names a number that can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Phone numbers as shoppers type them: 6 to 16 digits, with and without the trunk 0, Argentine
 * numbers with 2-, 3- and 4-digit area codes and the mobile 15, Brazilian mobiles (third digit 8 or 9)
 * and other Brazilian numbers.
 */
function numbers(market: string, count: number): string[] {
  const next = generator(market === 'es-AR' ? 54 : 55);
  const digit = () => String(Math.floor(next() * 10));
  const digits = (length: number) => Array.from({ length }, digit).join('');
  const starts =
    market === 'es-AR'
      ? ['', '0', '011', '11', '351', '0351', '2944', '02944', '1115']
      : ['', '119', '218', '0'];
  return Array.from({ length: count }, () => {
    const start = starts[Math.floor(next() * starts.length)] ?? '';
    const length = 6 + Math.floor(next() * 11);
    return (start + digits(length)).slice(0, Math.max(length, 1));
  });
}

/** The mask as the shopper types key by key (imask's dispatch sees one appended digit at a time). */
function typed(market: string, digits: string): { shown: string; unmasked: string; complete: boolean } {
  const masked = createMask(toImask(phoneMask(market)));
  for (const key of digits) masked.append(key, { input: true });
  return { shown: masked.value, unmasked: masked.unmaskedValue, complete: masked.isComplete };
}

const accepts = (market: string, value: string) => validateField(phoneSchema(market), value, market) === null;

describe.each(['pt-BR', 'es-AR'])('the %s phone mask and validator agree', (market) => {
  const cases = numbers(market, 400);

  it('generates numbers on both sides of the rule', () => {
    const accepted = cases.filter((digits) => accepts(market, digits)).length;
    expect(accepted).toBeGreaterThan(40);
    expect(cases.length - accepted).toBeGreaterThan(40);
  });

  it('the mask shows whole every number the validator accepts, typed or pasted', () => {
    for (const digits of cases.filter((d) => accepts(market, d))) {
      expect(typed(market, digits).unmasked, `typed ${digits}`).toBe(digits);
      expect(maskValue(phoneMask(market), digits).unmasked, `pasted ${digits}`).toBe(digits);
    }
  });

  it('what the mask lets through whole and complete is what the validator accepts', () => {
    for (const digits of cases) {
      const { shown, unmasked, complete } = typed(market, digits);
      const throughMask = unmasked === digits && complete;
      // Brazil's third-digit rule (a mobile) is the validator's alone: the mask groups any number.
      const mobileShape = market === 'es-AR' || digits[2] === '8' || digits[2] === '9';
      expect(throughMask && mobileShape, `${digits} shown as ${shown}`).toBe(accepts(market, digits));
      expect(accepts(market, shown), `${digits} shown as ${shown}`).toBe(accepts(market, unmasked));
    }
  });
});

describe('es-AR phone typed in a field', () => {
  it('shows a long number with the trunk 0 and the mobile 15 whole', async () => {
    const { shown, unmasked } = await enter(phoneMask('es-AR'), '01115512345678');
    expect(unmasked).toBe('01115512345678');
    expect(shown).toBe('(011) 1551-2345678');
    expect(accepts('es-AR', shown)).toBe(true);
  });
});
