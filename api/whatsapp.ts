import { ServiceRefusal } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';
import type { PhoneCheck, WhatsappStart } from './whatsapp.payloads.ts';

/** WhatsApp phone check limits (seed 000 §9): 3 attempts, 3000 ms time-out, 500 ms between attempts. */
export const PHONE_CHECK = { attempts: 3, timeout: 3000, retryDelay: 500 } as const;

/** WhatsApp service (seed 000 §7 "Lead and messaging"). */
export const whatsappCalls = {
  validatePhone: { method: 'POST', path: 'Phone/valid', timeout: PHONE_CHECK.timeout },
  sendLead: { method: 'POST', path: '{version}/Lead/send' },
} as const satisfies Record<string, CallSpec>;

/** The phone check answer. */
interface PhoneCheckAnswer {
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
      const answer = await request<PhoneCheckAnswer>(scope, 'whatsapp', whatsappCalls.validatePhone, {
        json: { phoneNumber } satisfies PhoneCheck,
      });
      if (answer?.success) return answer.resource?.isValid === true;
      failure = new ServiceRefusal('whatsapp', 'Phone check failed');
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

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
