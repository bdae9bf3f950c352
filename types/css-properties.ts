import brandTokens from '../themes/brand-tokens.css?raw';

/*
 * The CSS custom properties a host page may set on a hub tag (custom-elements.json `cssProperties`):
 * the brand tokens of themes/ (tier 2, themes/README.md), read from the stylesheets themselves: the
 * default mapping (brand-tokens.css) and the tokens every brand file sets (its primary and hover).
 */

const brandSheets = import.meta.glob<string>('../themes/brands/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What each brand token is for; a token not listed here is still published, described by its name. */
const MEANING: Readonly<Record<string, string>> = {
  '--hub-color-primary': "The brand's colour: primary buttons, links, selected options.",
  '--hub-color-primary-hover':
    'The primary colour under the pointer (set it with the primary: it is not derived).',
  '--hub-color-on-primary': 'Text and icons on the primary colour.',
  '--hub-color-secondary': 'Secondary buttons and accents.',
  '--hub-color-on-secondary': 'Text and icons on the secondary colour.',
  '--hub-color-surface': "The widget's background.",
  '--hub-color-surface-alt': 'Alternative background: cards, summaries, zebra rows.',
  '--hub-color-text': 'Body text.',
  '--hub-color-text-muted': 'Hints and secondary text (keep 4.5:1 on both surfaces).',
  '--hub-color-border': 'Borders of fields and cards (keep 3:1 on the surface).',
  '--hub-color-focus': 'The keyboard focus ring (keep 3:1 on the surface).',
  '--hub-color-danger': 'Errors and destructive actions.',
  '--hub-color-success': 'Success messages and states.',
  '--hub-color-warning': 'Warnings.',
  '--hub-color-info': 'Notices.',
  '--hub-font-family':
    "Body font (unset by default: the host page's font is inherited; set it to give the widget its own).",
  '--hub-font-family-heading': 'Heading font.',
  '--hub-font-weight-heading': 'Heading weight.',
  '--hub-radius-control': 'Corner radius of fields and buttons.',
  '--hub-radius-card': 'Corner radius of cards, panels and dialogs.',
  '--hub-button-text-transform': 'Button text case (`uppercase` or `none`).',
  '--hub-letter-spacing-heading': 'Heading letter spacing.',
};

/** Tokens the widgets read that no theme sheet declares: only a host (or a skin) sets them. */
const HOST_ONLY = ['--hub-font-family'] as const;

/** A CSS custom property of custom-elements.json. */
export interface CssProperty {
  name: string;
  syntax: string;
  default?: string;
  description: string;
}

const DECLARATION = /(--hub-[a-z0-9-]+)\s*:\s*([^;]+);/g;

const syntaxOf = (name: string): string =>
  /-color-/.test(name)
    ? '<color>'
    : /-radius-|-spacing-/.test(name)
      ? '<length>'
      : /-font-weight-/.test(name)
        ? '<number>'
        : '*';

/** The brand tokens, those of the default mapping with their default, then those only brand files set. */
export function brandTokenProperties(): CssProperty[] {
  const defaults = new Map([...brandTokens.matchAll(DECLARATION)].map((m) => [m[1]!, m[2]!.trim()]));
  const sheets = Object.values(brandSheets).map((sheet) =>
    [...sheet.matchAll(DECLARATION)].map((m) => m[1]!),
  );
  const ownOfEveryBrand = [...new Set(sheets.flat())].filter(
    (name) => !defaults.has(name) && sheets.every((names) => names.includes(name)),
  );
  const names = [...ownOfEveryBrand, ...defaults.keys()];
  // Read by every widget but declared by no stylesheet: unset, the host page's font is inherited.
  for (const name of HOST_ONLY) if (!names.includes(name)) names.push(name);
  return names.map((name) => ({
    name,
    syntax: syntaxOf(name),
    ...(defaults.has(name) ? { default: defaults.get(name)! } : {}),
    description: `${MEANING[name] ?? `Brand token ${name.replace(/^--hub-/, '').replace(/-/g, ' ')}.`} A brand token: set it on the tag to restyle the widget (themes/README.md).`,
  }));
}
