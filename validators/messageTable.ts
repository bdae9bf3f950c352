/** The languages validation messages are written in (c-BR and any other market fall back to pt-BR). */
export type ValidatorLang = 'pt-BR' | 'es-AR';

/** One message in every validator language. */
export type LocalizedText = Readonly<Record<ValidatorLang, string>>;

/** A table of message ids to their texts; `{name}` marks a placeholder. */
export type MessageTable = Readonly<Record<string, LocalizedText>>;
