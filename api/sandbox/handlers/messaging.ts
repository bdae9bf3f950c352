import * as v from 'valibot';
import { isValidArPhone, isValidMobilePhone } from '../../../validators/index.ts';
import { analyticsCalls } from '../../analytics.ts';
import { faceCalls } from '../../face.ts';
import { text } from '../../schemas.ts';
import { PhoneCheckSchema, WhatsappStartSchema } from '../../whatsapp.payloads.ts';
import { whatsappCalls } from '../../whatsapp.ts';
import { dictionaryTakes } from '../data/dataDictionary.ts';
import { dealerByCode } from '../data/dealers.ts';
import { shape } from '../schemas.ts';
import { remember } from '../state.ts';
import { created, fail, notFound, tableHandlers } from '../table.ts';

/** WhatsApp service: phone check and chat start, the bodies checked with the client's schemas. */
export const whatsappHandlers = tableHandlers('whatsapp', whatsappCalls, {
  validatePhone: {
    schema: PhoneCheckSchema,
    resolve: ({ body }) => {
      const phone = String(body.phoneNumber);
      const argentine = /^549?\d{10}$/.test(phone);
      const isValid = argentine
        ? isValidArPhone(phone.replace(/^549?/, ''))
        : isValidMobilePhone(phone.replace(/^55(?=\d{11}$)/, ''));
      return { success: true, resource: { isValid } };
    },
  },
  sendLead: {
    schema: WhatsappStartSchema,
    resolve: ({ params, body }) => {
      if (!/^v[12]$/.test(params.version ?? '')) return notFound('Unknown API version');
      const dealer = dealerByCode(body.brand, body.dealer);
      if (!dealer) return notFound('Unknown dealer');
      // The chat is with the dealer: its WhatsApp (international digits), never the shopper's number.
      if (!dealer.whatsapp) return { success: false, message: 'Dealer without WhatsApp' };
      remember('whatsapp:intents', body);
      const car = `${body.model} ${body.version}`.trim();
      const greeting =
        dealer.country === 'AR' ? `Hola, me interesa el ${car}.` : `Olá, tenho interesse no ${car}.`;
      return { success: true, url: `https://wa.me/${dealer.whatsapp}?text=${encodeURIComponent(greeting)}` };
    },
  },
});

/** Analytics service: the data dictionary (a known field refuses a value it does not list, 422) and user analytics. */
export const analyticsHandlers = tableHandlers('analytics', analyticsCalls, {
  dataDictionary: {
    schema: shape({ field: text(80), value: text(500) }),
    resolve: ({ body }) =>
      dictionaryTakes(body.field, body.value)
        ? created(remember('analytics:dictionary', { field: body.field, value: body.value }))
        : fail(422, `Unknown value for ${body.field}`),
  },
  userAnalytics: {
    schema: shape({
      jwtToken: v.nullable(
        v.pipe(
          v.string(),
          v.check((t) => !/^Bearer /i.test(t), 'jwtToken without prefix'),
        ),
      ),
      type: text(40),
      payload: v.pipe(v.string('payload must be text'), v.minLength(1)),
    }),
    resolve: ({ body }) =>
      created(remember('analytics:events', { type: body.type, signedIn: body.jwtToken !== null })),
  },
});

const IMAGE = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/=]+)$/;
/** Largest photo the face service takes (a 960-px JPEG is ~100 KB). */
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

/**
 * Face service: anti-fraud detection of a reservation's photo. The photo must be a JPEG or PNG data
 * URL of at most 4 MB whose bytes are really that format (422 otherwise); a face is found in a photo
 * of 2 KB or more (a blank or tiny frame compresses below that). Every photo is kept per reservation.
 */
export const faceHandlers = tableHandlers('face', faceCalls, {
  detect: {
    schema: shape({
      image: v.pipe(
        v.string(),
        v.regex(IMAGE, 'image must be a JPEG or PNG data URL'),
        v.maxLength(Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 32, 'image larger than 4 MB'),
      ),
      reservationId: text(64),
    }),
    resolve: ({ body, user }) => {
      const [, format, data] = IMAGE.exec(body.image) as RegExpExecArray;
      const bytes = atob(data as string);
      const signature = format === 'png' ? bytes.startsWith('\x89PNG') : bytes.startsWith('\xFF\xD8\xFF');
      if (!signature) return fail(422, `image bytes are not ${format === 'png' ? 'PNG' : 'JPEG'}`);
      const found = bytes.length >= 2048;
      remember('face:photos', {
        reservationId: body.reservationId,
        userId: user?.id ?? null,
        bytes: bytes.length,
        faceDetected: found,
      });
      return { faceDetected: found, score: found ? 0.86 : 0.04 };
    },
  },
});
