import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { isValidCnpj, isValidCpf, isValidCuil } from '../../../validators/index.ts';
import { leadCalls } from '../../lead.ts';
import { DEALERS } from '../data/dealers.ts';
import { invalid } from '../respond.ts';
import { remember } from '../state.ts';
import { tableHandlers } from '../table.ts';

const text = (max = 200) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const phone = v.pipe(v.string(), v.regex(/^0\d{10,12}$/, 'phone must be digits prefixed with 0'));
const contact = v.picklist(['EMAIL', 'PHONE', 'WHATSAPP', 'SMS']);
const Common = {
  formName: text(60),
  countryCode: v.number(),
  country: v.picklist(['BR', 'AR']),
  indSmsContact: v.boolean(),
  indPhoneContact: v.boolean(),
  indEmailContact: v.boolean(),
  indWhatsappContact: v.boolean(),
  dealersCode: text(10),
  preferred_contact_method: contact,
  email: v.pipe(v.string(), v.email()),
  phone,
};
const Physical = v.looseObject({
  ...Common,
  firstName: v.pipe(text(120), v.regex(/\S+\s+\S+/, 'firstName needs a surname')),
  cpf: v.string(),
});
const Legal = v.looseObject({
  ...Common,
  corporateName: text(160),
  contactName: text(120),
  cnpj: v.string(),
  totalVehicles: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  hasTwoYearCnpj: v.boolean(),
});
const Custom = v.looseObject({ ...Common, name: text(120), cpf: v.string(), description: v.string() });

function documentErrors(body: Record<string, unknown>): { field: string; message: string }[] {
  const country = body.country;
  if (typeof body.cpf === 'string' && body.cpf !== '') {
    const ok = country === 'AR' ? isValidCuil(body.cpf) : isValidCpf(body.cpf);
    if (!ok) return [{ field: 'cpf', message: 'invalid document' }];
  }
  if (typeof body.cnpj === 'string') {
    const ok = country === 'AR' ? isValidCuil(body.cnpj) : isValidCnpj(body.cnpj);
    if (!ok) return [{ field: 'cnpj', message: 'invalid document' }];
  }
  if (!DEALERS.some((d) => d.dealerCode === body.dealersCode))
    return [{ field: 'dealersCode', message: 'unknown dealer' }];
  if (body.indPhoneContact !== body.indSmsContact)
    return [{ field: 'indPhoneContact', message: 'must copy indSmsContact' }];
  return [];
}

/** Lead integration endpoint: validates the payload like the real service and keeps the lead. */
export const leadHandlers = tableHandlers('lead', leadCalls, {
  send: ({ request, body }) => {
    if (!request.headers.get('client_id') || !request.headers.get('client_secret')) {
      return HttpResponse.json({ message: 'Missing client credentials' }, { status: 401 });
    }
    if (!body || typeof body !== 'object')
      return HttpResponse.json({ message: 'Malformed JSON' }, { status: 400 });
    const record = body as Record<string, unknown>;
    const schema = 'corporateName' in record ? Legal : 'firstName' in record ? Physical : Custom;
    const result = v.safeParse(schema, record);
    if (!result.success) {
      return invalid(result.issues.map((i) => ({ field: v.getDotPath(i) ?? '', message: i.message })));
    }
    const errors = documentErrors(record);
    if (errors.length > 0) return invalid(errors);
    const lead = remember('lead', { leadId: `L${Date.now().toString(36)}`, ...record });
    return HttpResponse.json({ success: true, leadId: lead.leadId }, { status: 201 });
  },
});
