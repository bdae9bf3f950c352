import type { LocalizedText, ValidatorLang } from './messageTable.ts';

/** Placeholder values of a message. */
export type MessageVars = Readonly<Record<string, string | number>>;

/**
 * The validator language of a market or language tag: 'es-AR' gives es-AR, anything else
 * (pt-BR, c-BR, unknown, empty) gives pt-BR.
 */
export function langOf(market: string | null | undefined): ValidatorLang {
  return market?.trim().toLowerCase() === 'es-ar' ? 'es-AR' : 'pt-BR';
}

/**
 * A message of a rule family's table in a market's language, with `{name}` placeholders filled:
 * `textOf(addressMessages['postalCode.notFound'], 'es-AR')`. Each family's table travels with the
 * family's rules, so a page loads only the messages of the rules it uses.
 */
export function textOf(message: LocalizedText, market?: string | null, vars?: MessageVars): string {
  const text = message[langOf(market)];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * A valibot message function: reads the language from the parse config (`issue.lang`), so
 * `v.safeParse(schema, value, { lang: 'es-AR' })` yields es-AR texts.
 */
export function msg(
  message: LocalizedText,
  vars?: MessageVars,
): (issue: { readonly lang?: string | undefined }) => string {
  return (issue) => textOf(message, issue.lang, vars);
}
