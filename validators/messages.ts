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
import type { MessageTable } from './messageTable.ts';
import { langOf, type MessageVars, msg, textOf } from './messageText.ts';
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

export { langOf, type MessageVars, msg, textOf };

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

/** The text of a message in a market's language, by id, with `{name}` placeholders filled. */
export function messageOf(id: MessageId, market?: string | null, vars?: MessageVars): string {
  return textOf(VALIDATOR_MESSAGES[id], market, vars);
}
