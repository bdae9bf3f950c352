import * as v from 'valibot';
import { text as requiredText } from './schemas.ts';

/*
 * The WhatsApp payloads (seed 000 §3): the chat's builder is typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only, so no page bundle carries them.
 */

/** A phone number as WhatsApp knows it: country code and national digits. */
const whatsappNumber = v.pipe(v.string(), v.regex(/^\d{10,13}$/, 'phoneNumber must be 10 to 13 digits'));

/** The phone check body (`POST Phone/valid`). */
export const PhoneCheckSchema = v.looseObject({ phoneNumber: whatsappNumber });
/** The phone check body. */
export type PhoneCheck = v.InferInput<typeof PhoneCheckSchema>;

/**
 * The WhatsApp start payload (`POST {version}/Lead/send`): phone number, name, CPF digits (or ''),
 * e-mail, model and version names, dealer code, brand, series code, colour, visit date (YYYY-MM-DD or '').
 */
export const WhatsappStartSchema = v.object({
  phoneNumber: whatsappNumber,
  name: requiredText(120),
  cpf: v.pipe(v.string(), v.regex(/^\d*$/, 'cpf must be digits')),
  email: v.pipe(v.string(), v.email()),
  model: requiredText(80),
  version: requiredText(120),
  dealer: requiredText(20),
  brand: requiredText(20),
  serie: v.string(),
  color: v.string(),
  scheduleDate: v.union([v.literal(''), v.pipe(v.string(), v.isoDate())]),
});
/** The WhatsApp start payload, as `startPayload` builds it. */
export type WhatsappStart = v.InferInput<typeof WhatsappStartSchema>;
