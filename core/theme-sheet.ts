import { type Skin, themeCss } from '../themes/index.ts';

const sheets = new Map<Skin, CSSStyleSheet>();
/** Shared component styles that came with code loaded later (the modal's), in the order they came. */
const later: string[] = [];

const sheetCss = (skin: Skin) => [themeCss(skin), ...later].join('\n');

/**
 * The constructable stylesheet of a skin (tokens, brand tokens, shared component styles), built once
 * and shared by every widget's shadow root. Constructable sheets work under a strict CSP.
 */
export function themeSheetFor(skin: Skin): CSSStyleSheet {
  let sheet = sheets.get(skin);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(sheetCss(skin));
    sheets.set(skin, sheet);
  }
  return sheet;
}

/**
 * Adds shared component styles that travel with a lazily loaded component (the modal's) to every
 * skin's sheet, those already adopted by widgets and those built later, after the shared component
 * styles; the runtime every page loads first does not carry them. Adding the same styles again does nothing.
 */
export function addThemeCss(css: string): void {
  if (later.includes(css)) return;
  later.push(css);
  for (const [skin, sheet] of sheets) sheet.replaceSync(sheetCss(skin));
}
