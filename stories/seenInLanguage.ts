import { waitFor, within } from '@testing-library/dom';
import type { Dictionary, Messages } from '../core/i18n.ts';
import { isMarket, type Language, marketInfo } from '../core/markets.ts';

/** Every dictionary of the widgets, domain pieces and form kit: what a visitor can read, per language. */
const DICTIONARIES = Object.values(
  import.meta.glob<Record<string, unknown>>('../{core,domain,widgets}/**/{i18n,*essages}.ts', {
    eager: true,
  }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is Messages<Dictionary> =>
      typeof value === 'object' && value !== null && 'pt-BR' in value && 'es-AR' in value,
  ),
);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of one language as patterns (a `{placeholder}` matches anything). */
function patternsOf(language: Language): RegExp[] {
  const texts = new Set(DICTIONARIES.flatMap((messages) => Object.values(messages[language])));
  // A text of placeholders and signs only (`{count}`, `{from} – {to}`) says nothing of a language.
  return [...texts]
    .filter((text) => /\p{L}{3}/u.test(text.replace(/\{\w+\}/g, '')))
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map(literal)
            .join('.+')}$`,
          's',
        ),
    );
}
const PATTERNS: Record<Language, RegExp[]> = { 'pt-BR': patternsOf('pt-BR'), 'es-AR': patternsOf('es-AR') };

const LANDMARKS = ['heading', 'form', 'region', 'search', 'navigation', 'dialog', 'alert'] as const;

/** The names of the headings, named landmarks and notices a visitor meets in a widget's shadow root. */
function landmarkNames(root: ShadowRoot): string[] {
  const view = within(root as unknown as HTMLElement);
  const nameOf = (element: HTMLElement) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById(id)?.textContent ?? '')
        .join(' ');
    const named = element.getAttribute('role') === 'heading' || /^H\d$/.test(element.tagName);
    return element.getAttribute('aria-label') ?? (named ? element.textContent : '') ?? '';
  };
  // A widget with nothing to show yet says so in a notice (`.hub-alert`): that is its heading then.
  const notices = [...root.querySelectorAll<HTMLElement>('.hub-alert')].map(
    (notice) => notice.textContent ?? '',
  );
  return [...LANDMARKS.flatMap((role) => view.queryAllByRole(role)).map(nameOf), ...notices]
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Texts a visitor reads beside the headings: labels, legends, buttons, paragraphs. */
function visibleTexts(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('label, legend, button, p, th, li')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);
}

/** A text the language writes and the other does not: evidence of the story's language. */
function speaks(language: Language, text: string): boolean {
  const other: Language = language === 'pt-BR' ? 'es-AR' : 'pt-BR';
  const matches = (lang: Language) => PATTERNS[lang].some((pattern) => pattern.test(text));
  return matches(language) && !matches(other);
}

/** The language of the story's market (c-BR speaks pt-BR). */
const languageOf = (market: string | undefined): Language =>
  marketInfo(market && isMarket(market) ? market : 'pt-BR').language;

/** The shadow root of the story's widget (or of a domain piece shown alone, stories/Mounted.tsx). */
function rootOf(canvasElement: HTMLElement, tag: string): ShadowRoot {
  const root = canvasElement.querySelector(`${tag}, [data-story-tag="${tag}"]`)?.shadowRoot;
  if (!root) throw new Error(`${tag} not rendered`);
  return root;
}

/** What a play function is given that these checks read. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: { market?: string };
}

/**
 * A stories file's default play: the widget `tag` rendered without a configuration message, its root
 * in the language of the story's market, a heading or named landmark, and a text among them (or its
 * labels, buttons, paragraphs) that the language writes and the other does not.
 */
export function seenInLanguage(tag: string) {
  return async ({ canvasElement, args }: PlayContext) => {
    const language = languageOf(args.market);
    await waitFor(
      () => {
        const root = rootOf(canvasElement, tag);
        const config = root.querySelector('.hub-config-error');
        if (config) throw new Error(`${tag} shows a configuration message: ${config.textContent}`);
        // A domain piece shown alone has no widget root of its own.
        const lang = root.querySelector('[part="root"]')?.getAttribute('lang') ?? language;
        if (lang !== language) throw new Error(`${tag} speaks ${lang}, not ${language}`);
        const names = landmarkNames(root);
        if (names.length === 0) throw new Error(`${tag}: no heading, named landmark or notice`);
        if (![...names, ...visibleTexts(root)].some((text) => speaks(language, text)))
          throw new Error(`${tag}: nothing in ${language} among ${JSON.stringify(names)}`);
      },
      { timeout: 8000 },
    );
  };
}

/**
 * The play of a misconfigured widget's story: the configuration message shown, in the story's
 * language, naming what is wrong (the widget itself not rendered).
 */
export function configurationShown(tag: string) {
  return async ({ canvasElement, args }: PlayContext) => {
    const language = languageOf(args.market);
    await waitFor(
      () => {
        const alert = rootOf(canvasElement, tag).querySelector('.hub-config-error[role="alert"]');
        const text = alert?.querySelector('p')?.textContent ?? '';
        if (!speaks(language, text)) throw new Error(`${tag}: no configuration message in ${language}`);
        if (!alert?.querySelector('li')?.textContent) throw new Error(`${tag}: the message names nothing`);
      },
      { timeout: 8000 },
    );
  };
}

/**
 * The play of a brand the market does not sell (Chrysler in Argentina): the widget says so in the
 * story's language (domain/model BrandNotSold) and leaves nothing to fill in or press.
 */
export function notSoldShown(tag: string, { reach = false } = {}) {
  return async ({ canvasElement, args }: PlayContext) => {
    const language = languageOf(args.market);
    // A form that asks the catalogue only once the shopper reaches it (the lead form): its first field
    // is focused, as a shopper clicking into it does.
    if (reach) {
      const field = await waitFor(() => {
        const input = rootOf(canvasElement, tag).querySelector<HTMLElement>('input, select');
        if (!input) throw new Error(`${tag}: no field to reach`);
        return input;
      });
      field.focus();
    }
    await waitFor(
      () => {
        const root = rootOf(canvasElement, tag);
        const text = root.querySelector('[data-not-sold][role="status"]')?.textContent ?? '';
        if (!speaks(language, text)) throw new Error(`${tag}: no not-sold message in ${language}`);
        const control = root.querySelector('input, select, textarea, button');
        if (control) throw new Error(`${tag}: a ${control.localName} is still offered`);
      },
      { timeout: 8000 },
    );
  };
}
