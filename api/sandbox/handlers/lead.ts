import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { isValidCnpj, isValidCpf, isValidCuil } from '../../../validators/index.ts';
import { leadSchemaFor } from '../../lead.payloads.ts';
import { leadCalls } from '../../lead.ts';
import { DEALERS } from '../data/dealers.ts';
import { invalid } from '../respond.ts';
import { remember } from '../state.ts';
import { tableHandlers } from '../table.ts';

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

/**
 * Lead integration endpoint: validates the payload with the client's own schemas (api/lead.ts), then the
 * documents and the dealer like the real service, and keeps the lead.
 */
export const leadHandlers = tableHandlers('lead', leadCalls, {
  send: ({ request, body }) => {
    if (!request.headers.get('client_id') || !request.headers.get('client_secret')) {
      return HttpResponse.json({ message: 'Missing client credentials' }, { status: 401 });
    }
    if (!body || typeof body !== 'object')
      return HttpResponse.json({ message: 'Malformed JSON' }, { status: 400 });
    const record = body as Record<string, unknown>;
    const result = v.safeParse(leadSchemaFor(record), record);
    if (!result.success) {
      return invalid(result.issues.map((i) => ({ field: v.getDotPath(i) ?? '', message: i.message })));
    }
    const errors = documentErrors(record);
    if (errors.length > 0) return invalid(errors);
    const lead = remember('lead', { leadId: `L${Date.now().toString(36)}`, ...record });
    return HttpResponse.json({ success: true, leadId: lead.leadId }, { status: 201 });
  },
});
