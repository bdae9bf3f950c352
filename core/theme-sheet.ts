import { type Skin, themeCss } from '../themes/index.ts';

const sheets = new Map<Skin, CSSStyleSheet>();

/**
 * The constructable stylesheet of a skin (tokens, brand tokens, shared component styles), built once
 * and shared by every widget's shadow root. Constructable sheets work under a strict CSP.
 */
export function themeSheetFor(skin: Skin): CSSStyleSheet {
  let sheet = sheets.get(skin);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCss(skin));
    sheets.set(skin, sheet);
  }
  return sheet;
}
