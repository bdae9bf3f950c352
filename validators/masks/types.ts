import type MaskedDynamic from 'imask/masked/dynamic';

/** A block limited to a numeric range as typed (imask's MaskedRange), e.g. a month 01–12. */
export interface RangeBlock {
  kind: 'range';
  from: number;
  to: number;
  maxLength?: number;
  autofix?: boolean | 'pad';
}

/** A number block (imask's MaskedNumber): separators, scale and limits. */
export interface NumberBlock {
  kind: 'number';
  thousandsSeparator?: string;
  radix?: string;
  mapToRadix?: string[];
  scale?: number;
  min?: number;
  max?: number;
  padFractionalZeros?: boolean;
  normalizeZeros?: boolean;
}

/**
 * An input mask as plain data: a pattern (`0` a digit, other characters fixed unless defined), a list
 * of patterns chosen as typed, and blocks. Plain data so that widgets can name a mask without loading
 * imask; the lazily loaded mask runtime (imaskRuntime.ts) turns it into imask options. Every mask of
 * this folder is a constant (factories return cached constants), so a component can pass it on each
 * render without re-creating the imask instance.
 */
export interface MaskOptions {
  mask: string | readonly MaskOptions[];
  definitions?: Record<string, RegExp>;
  blocks?: Record<string, MaskOptions | RangeBlock | NumberBlock>;
  prepareChar?: (chars: string) => string;
  /** For a list of patterns: picks the compiled pattern for what is being appended. */
  dispatch?: (appended: string, masked: MaskedDynamic) => unknown;
  lazy?: boolean;
}
