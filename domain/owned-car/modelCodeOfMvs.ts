/**
 * The model code an MVS code starts with (seed 000 §3: an mvs is model, version and series codes):
 * the 16-character codes of the PSA brands (Citroën, Peugeot, DS) start with a 4-character model code,
 * the 7-character FCA codes with a 3-character one. Null for a code of neither length.
 */
export function modelCodeOfMvs(mvsCode: string): string | null {
  const code = mvsCode.trim().toUpperCase();
  if (code.length === 16) return code.slice(0, 4);
  if (code.length === 7) return code.slice(0, 3);
  return null;
}
