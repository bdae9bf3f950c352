import * as v from 'valibot';
import { isValidArPhone, isValidMobilePhone } from '../../../validators/index.ts';
import { analyticsCalls } from '../../analytics.ts';
import { faceCalls } from '../../face.ts';
import { whatsappCalls } from '../../whatsapp.ts';
import { shape, text } from '../schemas.ts';
import { remember } from '../state.ts';
import { created, notFound, tableHandlers } from '../table.ts';

const digits = v.pipe(v.string(), v.regex(/^\d{10,13}$/, 'phoneNumber must be 10 to 13 digits'));

/** WhatsApp service: phone check and chat start. */
export const whatsappHandlers = tableHandlers('whatsapp', whatsappCalls, {
  validatePhone: {
    schema: shape({ phoneNumber: digits }),
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
    schema: shape({
      phoneNumber: digits,
      name: text(120),
      email: v.pipe(v.string(), v.email()),
      model: text(80),
      version: text(120),
      dealer: text(20),
      brand: text(20),
    }),
    resolve: ({ params, body }) => {
      if (!/^v[12]$/.test(params.version ?? '')) return notFound('Unknown API version');
      remember('whatsapp:intents', body);
      const message = encodeURIComponent(`Olá, tenho interesse no ${body.model} ${body.version}.`);
      return { success: true, url: `https://wa.me/55${body.phoneNumber.replace(/^0/, '')}?text=${message}` };
    },
  },
});

/** Analytics service: data dictionary and user analytics. */
export const analyticsHandlers = tableHandlers('analytics', analyticsCalls, {
  dataDictionary: {
    schema: shape({ field: text(80), value: text(500) }),
    resolve: ({ body }) =>
      created(remember('analytics:dictionary', { field: body.field, value: body.value })),
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

/** Face service: anti-fraud detection. A face is found in a real JPEG/PNG photo of 2 KB or more. */
export const faceHandlers = tableHandlers('face', faceCalls, {
  detect: {
    schema: shape({ image: v.pipe(v.string(), v.regex(IMAGE, 'image must be a JPEG or PNG data URL')) }),
    resolve: ({ body }) => {
      const bytes = atob((IMAGE.exec(body.image) as RegExpExecArray)[2] as string);
      const signature = bytes.startsWith('\xFF\xD8\xFF') || bytes.startsWith('\x89PNG');
      const found = signature && bytes.length >= 2048;
      return { faceDetected: found, score: found ? 0.86 : 0.04 };
    },
  },
});
