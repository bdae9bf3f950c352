import type { Brand } from '../../../core/brands.ts';

/**
 * How a car (MVS) code splits, as cumulative prefix lengths: the model code is the first `model`
 * characters, the version code the first `version`, the series code the first `series` (the whole code).
 */
export interface CarCodeLayout {
  model: number;
  version: number;
  series: number;
}

/** The split of a car code. */
export interface CarCodeParts {
  /** The first `model` characters. */
  modelCode: string;
  /** The first `version` characters (model code included): unique across models. */
  versionCode: string;
  /** The whole code. */
  seriesCode: string;
  /** The same split as separate segments: model, then version without model, then series without version. */
  segments: { model: string; version: string; series: string };
  /** The layout used. */
  layout: CarCodeLayout;
  /** False when no layout has the code's length and the brand's layout was stretched to fit. */
  exact: boolean;
}

/** Extra layouts per brand, picked when a code has their `series` length (seed 000 §3 "other sizes"). */
export type CarCodeOverrides = Partial<Record<Brand, readonly CarCodeLayout[]>>;

/** 7-character codes: model 3, version 6, series 7 (segments 3/3/1). */
export const SHORT_CAR_CODE: CarCodeLayout = { model: 3, version: 6, series: 7 };

/** 16-character codes: model 4, version 15, series 16 (segments 4/11/1). */
export const LONG_CAR_CODE: CarCodeLayout = { model: 4, version: 15, series: 16 };

const LONG_CODE_BRANDS: readonly Brand[] = ['citroen', 'peugeot', 'ds'];

function usable(layout: CarCodeLayout): boolean {
  const { model, version, series } = layout;
  return (
    [model, version, series].every(Number.isInteger) && model >= 1 && model <= version && version <= series
  );
}

/**
 * Splits a car code into model, version and series codes.
 *
 * Seed 000 §3 gives two readings: "3/6/7 by default, 4/15/16 for citroen, peugeot and ds" and "a 7-character
 * code is model 3, version 3, series 1; a 16-character code is model 4, version 11, series 1". Read as
 * cumulative prefix lengths, 3/6/7 *is* the 3/3/1 segment split and 4/15/16 the 4/11/1 one, so both
 * readings agree; `segments` gives the second reading, the codes the first.
 *
 * The layout is the first whose `series` equals the code's length among: the brand's `overrides`, the
 * brand's own layout, then the two known ones (so a 16-character fiat code still splits 4/11/1). With none,
 * the brand's layout is used with model and version capped at the code's length, the series code is the
 * whole code and `exact` is false. Surrounding spaces are ignored; invalid override layouts are skipped.
 */
export function splitCarCode(code: string, brand: Brand, overrides: CarCodeOverrides = {}): CarCodeParts {
  const text = code.trim();
  const own = LONG_CODE_BRANDS.includes(brand) ? LONG_CAR_CODE : SHORT_CAR_CODE;
  const candidates = [...(overrides[brand] ?? []).filter(usable), own, SHORT_CAR_CODE, LONG_CAR_CODE];
  const found = candidates.find((layout) => layout.series === text.length);
  const layout = found ?? {
    model: Math.min(own.model, text.length),
    version: Math.min(own.version, text.length),
    series: text.length,
  };
  const modelCode = text.slice(0, layout.model);
  const versionCode = text.slice(0, layout.version);
  return {
    modelCode,
    versionCode,
    seriesCode: text,
    segments: {
      model: modelCode,
      version: text.slice(layout.model, layout.version),
      series: text.slice(layout.version),
    },
    layout,
    exact: found !== undefined,
  };
}
