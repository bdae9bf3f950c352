import * as v from 'valibot';
import { ServiceRefusal } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';
import { text as requiredText } from './schemas.ts';

/** WhatsApp phone check limits (seed 000 §9): 3 attempts, 3000 ms time-out, 500 ms between attempts. */
export const PHONE_CHECK = { attempts: 3, timeout: 3000, retryDelay: 500 } as const;

/** WhatsApp service (seed 000 §7 "Lead and messaging"). */
export const whatsappCalls = {
  validatePhone: { method: 'POST', path: 'Phone/valid', timeout: PHONE_CHECK.timeout },
  sendLead: { method: 'POST', path: '{version}/Lead/send' },
} as const satisfies Record<string, CallSpec>;

/** The phone check answer. */
interface PhoneCheck {
  success: boolean;
  resource?: { isValid: boolean };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a phone number can start a WhatsApp chat. A failed attempt (error, time-out or
 * `success: false`) is retried after 500 ms, at most 3 attempts; the last failure is thrown.
 */
export async function validateWhatsappPhone(scope: ApiScope, phoneNumber: string): Promise<boolean> {
  let failure: unknown;
  for (let attempt = 1; attempt <= PHONE_CHECK.attempts; attempt++) {
    if (attempt > 1) await wait(PHONE_CHECK.retryDelay);
    try {
      const answer = await request<PhoneCheck>(scope, 'whatsapp', whatsappCalls.validatePhone, {
        json: { phoneNumber },
      });
      if (answer?.success) return answer.resource?.isValid === true;
      failure = new ServiceRefusal('whatsapp', 'Phone check failed');
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** A phone number as WhatsApp knows it: country code and national digits. */
const whatsappNumber = () =>
  v.pipe(v.string(), v.regex(/^\d{10,13}$/, 'phoneNumber must be 10 to 13 digits'));

/* @__NO_SIDE_EFFECTS__ */
function phoneCheckEntries() {
  return { phoneNumber: whatsappNumber() };
}

/**
 * The phone check body. The schemas are built pure, like the lead schemas (see api/lead.ts): pages
 * that only send leave them out; the sandbox checks with them.
 */
export const PhoneCheckSchema = /* @__PURE__ */ v.looseObject(phoneCheckEntries());

/* @__NO_SIDE_EFFECTS__ */
function startEntries() {
  return {
    phoneNumber: whatsappNumber(),
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
  };
}

/**
 * The WhatsApp start payload (seed 000 §3): phone number, name, CPF digits (or ''), e-mail, model and
 * version names, dealer code, brand, series code, colour, visit date (YYYY-MM-DD or '').
 */
export const WhatsappStartSchema = /* @__PURE__ */ v.object(startEntries());

/** The WhatsApp start payload, as `startPayload` builds it. */
export type WhatsappStart = v.InferOutput<typeof WhatsappStartSchema>;

/** Starts a chat; the answer must say `success: true`, else 'Erro on SubmitIntent'. */
export async function startWhatsappChat(
  scope: ApiScope,
  payload: WhatsappStart,
  version = 'v1',
): Promise<{ success: true; url?: string }> {
  const answer = await request<{ success?: boolean; url?: string }>(
    scope,
    'whatsapp',
    whatsappCalls.sendLead,
    {
      params: { version },
      json: payload,
    },
  );
  if (answer?.success !== true) throw new ServiceRefusal('whatsapp', 'Erro on SubmitIntent');
  return { success: true, url: answer.url };
}
