import type { Brand } from './brands.ts';
import type { Language } from './markets.ts';

/** A flat dictionary of message ids to texts; `{name}` marks a placeholder. */
export type Dictionary = Record<string, string>;

/**
 * A widget's messages: the default dictionary per language, plus optional brand dictionaries that
 * apply only on hub pages (pages whose body carries `data-hub-page`).
 */
export interface Messages<D extends Dictionary> {
  'pt-BR': D;
  'es-AR': { [K in keyof D]: string };
  brands?: Partial<Record<Brand, Partial<Record<Language, Partial<Record<keyof D, string>>>>>>;
}

/** Declares a widget's messages with the es-AR dictionary checked against the pt-BR keys. */
export function defineMessages<D extends Dictionary>(messages: Messages<D>): Messages<D> {
  return messages;
}

/** Translates a message id, filling `{name}` placeholders. */
export type Translate<D extends Dictionary> = (
  id: keyof D & string,
  vars?: Record<string, string | number>,
) => string;

/** Where a translator looks texts up. */
export interface TranslateScope {
  language: Language;
  brand: Brand;
  isHubPage: boolean;
}

/** Builds a translator for a scope: brand dictionary (hub pages only), then the language's default. */
export function createTranslator<D extends Dictionary>(
  messages: Messages<D>,
  scope: TranslateScope,
): Translate<D> {
  const base = messages[scope.language] as Dictionary;
  const brand = scope.isHubPage
    ? (messages.brands?.[scope.brand]?.[scope.language] as Dictionary | undefined)
    : undefined;
  return (id, vars) => {
    const text = brand?.[id] ?? base[id] ?? (messages['pt-BR'] as Dictionary)[id] ?? id;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
