import { HttpResponse, http } from 'msw';
import { serve } from '../../api/sandbox/respond.ts';

/**
 * Recall fixtures for tests and stories while the sandbox has no recall handlers (api owner: see the
 * report of issue 9). Shapes are the ones `recall.ts` reads.
 */
export const RECALL_FIXTURES = {
  /** A car with an open recall (voucher, update offered), a finished one and a software update. */
  open: { plate: 'ABC1D23', chassis: '9BD195A4ZN0123456' },
  /** A car without any recall or update. */
  clear: { plate: 'XYZ9876', chassis: '9BD281A2ZP7654321' },
  /** A car the service does not know (404). */
  unknown: { plate: 'QQQ0000', chassis: '9BD000000Z0000000' },
} as const;

const OPEN_RECALLS = [
  {
    id: 'RC-2024-017',
    title: 'Airbag do motorista',
    description: 'Substituição preventiva do módulo do airbag do motorista.',
    status: 'OPEN',
    campaign: 'SV03-2024-017',
    serviceType: 'RECALL',
    serviceCode: 'SV03',
    startDate: '2024-03-01',
    voucher: true,
    updatable: true,
  },
  {
    id: 'RC-2022-004',
    title: 'Cinto de segurança traseiro',
    description: 'Verificação do fixador do cinto traseiro central.',
    status: 'DONE',
    campaign: 'SV03-2022-004',
    serviceType: 'RECALL',
    serviceCode: 'SV03',
    startDate: '2022-08-15',
    voucher: false,
    updatable: false,
  },
];
const OPEN_UPDATES = [
  {
    id: 'SW-2025-002',
    title: 'Central multimídia 4.2',
    description: 'Correção da conexão Bluetooth.',
    status: 'AVAILABLE',
  },
];

function carOf(id: string) {
  const key = id.toUpperCase();
  if (key === RECALL_FIXTURES.open.plate || key === RECALL_FIXTURES.open.chassis) return 'open' as const;
  if (key === RECALL_FIXTURES.clear.plate || key === RECALL_FIXTURES.clear.chassis) return 'clear' as const;
  return null;
}

const lookup = (id: string) => {
  const car = carOf(id);
  if (!car) return HttpResponse.json({ message: 'Vehicle not found' }, { status: 404 });
  return HttpResponse.json({
    ...RECALL_FIXTURES[car],
    recalls: car === 'open' ? OPEN_RECALLS : [],
  });
};

/** msw handlers answering the recall calls the widget makes, journaled like the sandbox's own. */
export const recallFixtureHandlers = [
  http.get(
    '*/recall/recall/voucher',
    serve('recall', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (!query.get('chassis') || !query.get('recallId'))
        return HttpResponse.json({ message: 'Params is required' }, { status: 400 });
      return new HttpResponse(new Blob(['%PDF-1.4\n% recall voucher\n'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  ),
  http.get(
    '*/recall/recall/:brand/:id/:chatBot',
    serve('recall', ({ params }) => lookup(String(params.id))),
  ),
  http.get(
    '*/recall/recall/:brand/:id',
    serve('recall', ({ params }) => lookup(String(params.id))),
  ),
  http.get(
    '*/recall/updateSoftware/:id',
    serve('recall', ({ params }) => {
      const car = carOf(String(params.id));
      if (!car) return HttpResponse.json({ message: 'Vehicle not found' }, { status: 404 });
      return HttpResponse.json(car === 'open' ? OPEN_UPDATES : []);
    }),
  ),
  http.get(
    '*/recall/v2/car',
    serve('recall', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const car = carOf(query.get('plate') ?? query.get('chassis') ?? '');
      if (!car) return HttpResponse.json({ message: 'Vehicle not found' }, { status: 404 });
      return HttpResponse.json({
        ...RECALL_FIXTURES[car],
        model: car === 'open' ? 'Pulse' : 'Strada',
        version: car === 'open' ? 'Drive 1.3' : 'Volcano 1.3',
        modelYear: car === 'open' ? '2022' : '2023',
      });
    }),
  ),
  http.put(
    '*/recall/updateRecall',
    serve('recall', async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null;
      if (!body?.chassis || !body.recallId)
        return HttpResponse.json({ message: 'Invalid body' }, { status: 422 });
      const recall = OPEN_RECALLS.find((r) => r.id === body.recallId);
      return HttpResponse.json({ ...recall, status: 'SCHEDULED', updatable: false });
    }),
  ),
  http.get(
    '*/recall/recall-campaign/:brand/:market',
    serve('recall', ({ params }) =>
      HttpResponse.json([
        {
          id: `${params.brand}-SV03-2024-017`,
          title: params.market === 'es-AR' ? 'Airbag del conductor' : 'Airbag do motorista',
          description: params.market === 'es-AR' ? 'Modelos 2021 a 2023.' : 'Modelos 2021 a 2023.',
          startDate: '2024-03-01',
        },
      ]),
    ),
  ),
];
