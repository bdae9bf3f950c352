import { HttpResponse, http } from 'msw';
import { serve } from '../../api/sandbox/respond.ts';

/**
 * Voucher fixtures for tests and stories while the sandbox has no vouchers handlers (api owner: see
 * the report of issue 9). Ana (sandbox-token-ana) has CPF 39053344705.
 */
export const VOUCHER_FIXTURES = {
  /** CPF with vouchers in every state. */
  withVouchers: '39053344705',
  /** CPF without any voucher. */
  empty: '52998224725',
  /** Gift code the rewards service accepts; any other fails. */
  rewardCode: 'GIFT-2025-ABCD',
} as const;

const AVAILABLE = [
  {
    id: 'FID-REVISAO-10',
    title: 'Revisão com 10% de desconto',
    description: 'Desconto na próxima revisão programada.',
    discount: 150,
    validUntil: '2026-12-31',
    terms: 'Um voucher por veículo. Não cumulativo com outras promoções.',
    status: 'AVAILABLE',
  },
];
const REDEEMED = [
  {
    id: 'FID-ACESS-200',
    title: 'Acessórios R$ 200',
    code: 'ACC-7Q2M-91',
    discount: 200,
    validUntil: '2026-06-30',
    status: 'ACTIVE',
  },
  { id: 'FID-LAV-01', title: 'Lavagem completa', code: 'LAV-1B8C-03', status: 'USED' },
  { id: 'FID-OLEO-24', title: 'Troca de óleo', code: 'OLE-9Z4K-77', status: 'EXPIRED' },
];

const cpfOf = (request: Request) => new URL(request.url).searchParams.get('cpf') ?? '';
const known = (request: Request) => cpfOf(request) === VOUCHER_FIXTURES.withVouchers;

/** msw handlers answering the voucher calls the widget makes, journaled like the sandbox's own. */
export const voucherFixtureHandlers = [
  http.get(
    '*/vouchers/vouchers/fidelity/available',
    serve('vouchers', ({ request }) => HttpResponse.json(known(request) ? AVAILABLE : [])),
  ),
  http.get(
    '*/vouchers/vouchers/fidelity/redeemed',
    serve('vouchers', ({ request }) => HttpResponse.json(known(request) ? REDEEMED : [])),
  ),
  http.get(
    '*/vouchers/vouchers/fidelity/maxDiscount',
    serve('vouchers', ({ request }) => HttpResponse.json({ maxDiscount: known(request) ? 350 : 0 })),
  ),
  http.get(
    '*/vouchers/vouchers/fidelity/generate',
    serve('vouchers', ({ request }) => {
      const id = new URL(request.url).searchParams.get('voucherId');
      if (!known(request) || !id)
        return HttpResponse.json({ message: 'Params is required' }, { status: 400 });
      return HttpResponse.json({ id, code: 'REV-4H7P-22', validUntil: '2026-12-31', status: 'ACTIVE' });
    }),
  ),
  http.post(
    '*/vouchers/rewards',
    serve('vouchers', async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { code?: string } | null;
      if (body?.code !== VOUCHER_FIXTURES.rewardCode)
        return HttpResponse.json({ message: 'Invalid gift voucher' }, { status: 422 });
      return HttpResponse.json({ code: body.code, status: 'REDEEMED' }, { status: 201 });
    }),
  ),
];
