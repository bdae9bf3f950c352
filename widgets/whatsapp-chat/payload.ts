import type { PickedDealer } from '../../api/dealers.ts';
import type { WhatsappStart } from '../../api/whatsapp.payloads.ts';
import type { Brand } from '../../core/brands.ts';
import { splitCarCode } from '../../domain/car/rules/splitCarCode.ts';
import { isoDate } from '../../validators/date/isoDate.ts';
import { arNationalNumber, onlyDigits } from '../../validators/index.ts';
import type { WhatsappValues } from './values.ts';

/**
 * A mobile number as WhatsApp knows it: the country code and the national digits (Brazil 55 + DDD +
 * number; Argentina 549 + area code + number, the mobile form without 0 and 15). The lead forms'
 * "prefixed with 0" rule (seed 000 §5) is for the lead integration, not for WhatsApp.
 */
export function whatsappNumber(phone: string, country: 'BR' | 'AR'): string {
  const digits = country === 'AR' ? arNationalNumber(phone) : onlyDigits(phone).replace(/^0/, '');
  return digits ? `${country === 'AR' ? '549' : '55'}${digits}` : '';
}

/**
 * The WhatsApp start payload (seed 000 §3): phoneNumber (see {@link whatsappNumber}), name,
 * cpf (digits), email, model and version names, dealer code, brand, series code of the version,
 * colour, scheduleDate (YYYY-MM-DD or empty).
 */
export function startPayload(
  values: WhatsappValues,
  ctx: { brand: Brand; country: 'BR' | 'AR'; color: string | undefined; dealerCode: string },
): WhatsappStart {
  const { mvsCode } = values.model;
  return {
    phoneNumber: whatsappNumber(values.phone, ctx.country),
    name: values.name.trim(),
    cpf: onlyDigits(values.cpf),
    email: values.email.trim(),
    model: values.model.modelName,
    version: values.model.versionName,
    dealer: ctx.dealerCode,
    brand: ctx.brand,
    serie: mvsCode ? splitCarCode(mvsCode, ctx.brand).segments.series : '',
    color: ctx.color ?? '',
    scheduleDate: isoDate(values.scheduleDate),
  };
}

/** A chat address the widget may open: https only (never a `javascript:` or other scheme from an answer). */
export function safeChatUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The chat address: the service's answer when it gives one, else the dealer's WhatsApp
 * (`https://wa.me/<digits>`); null when neither is known.
 */
export function chatUrl(
  answerUrl: string | undefined,
  dealer: Pick<PickedDealer, 'whatsapp'> | null,
): string | null {
  const fromService = safeChatUrl(answerUrl);
  if (fromService) return fromService;
  const digits = onlyDigits(dealer?.whatsapp ?? '');
  return digits ? `https://wa.me/${digits}` : null;
}
