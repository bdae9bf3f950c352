import { addressMessages } from './address/messages.ts';
import { cardMessages } from './card/messages.ts';
import { chassisMessages } from './chassis/messages.ts';
import { cnpjMessages } from './cnpj/messages.ts';
import { contactMessages } from './contact/messages.ts';
import { cpfMessages } from './cpf/messages.ts';
import { cpfCnpjMessages } from './cpf-cnpj/messages.ts';
import { cuilMessages } from './cuil/messages.ts';
import { dateMessages } from './date/messages.ts';
import { driverLicenseMessages } from './driver-license/messages.ts';
import { emailMessages } from './email/messages.ts';
import type { MessageTable, ValidatorLang } from './messageTable.ts';
import { nameMessages } from './name/messages.ts';
import { passwordMessages } from './password/messages.ts';
import { personMessages } from './person/messages.ts';
import { phoneMessages } from './phone/messages.ts';
import { plateMessages } from './plate/messages.ts';
import { quotationMessages } from './quotation/messages.ts';
import { rgMessages } from './rg/messages.ts';
import { sharedMessages } from './shared/messages.ts';
import { textMessages } from './text/messages.ts';
import { vehicleMessages } from './vehicle/messages.ts';

/**
 * Every validation message, keyed by id, in pt-BR and es-AR. Texts the seeds give verbatim
 * ('CEP NÃO ENCONTRADO', 'É obrigatório selecionar uma concessionária',
 * 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS') are used as given.
 */
export const VALIDATOR_MESSAGES = {
  ...sharedMessages,
  ...nameMessages,
  ...cpfMessages,
  ...cnpjMessages,
  ...cpfCnpjMessages,
  ...rgMessages,
  ...cuilMessages,
  ...emailMessages,
  ...phoneMessages,
  ...addressMessages,
  ...dateMessages,
  ...personMessages,
  ...driverLicenseMessages,
  ...passwordMessages,
  ...textMessages,
  ...cardMessages,
  ...plateMessages,
  ...chassisMessages,
  ...vehicleMessages,
  ...contactMessages,
  ...quotationMessages,
} as const satisfies MessageTable;

/** The id of a validation message. */
export type MessageId = keyof typeof VALIDATOR_MESSAGES;

/** Placeholder values of a message. */
export type MessageVars = Readonly<Record<string, string | number>>;

/**
 * The validator language of a market or language tag: 'es-AR' gives es-AR, anything else
 * (pt-BR, c-BR, unknown, empty) gives pt-BR.
 */
export function langOf(market: string | null | undefined): ValidatorLang {
  return market?.trim().toLowerCase() === 'es-ar' ? 'es-AR' : 'pt-BR';
}

/** The text of a message in a market's language, with `{name}` placeholders filled. */
export function messageOf(id: MessageId, market?: string | null, vars?: MessageVars): string {
  const text: string = VALIDATOR_MESSAGES[id][langOf(market)];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * A valibot message function: reads the language from the parse config (`issue.lang`), so
 * `v.safeParse(schema, value, { lang: 'es-AR' })` yields es-AR texts.
 */
export function msg(
  id: MessageId,
  vars?: MessageVars,
): (issue: { readonly lang?: string | undefined }) => string {
  return (issue) => messageOf(id, issue.lang, vars);
}
