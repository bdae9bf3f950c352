import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { getRecallCampaigns, lookupRecalls, RECALL_SERVICE, updateRecall } from './recall.ts';
import { DEMO_CARS, findCar, recallsOf } from './sandbox/data/vehicles.ts';
import { sandboxServer } from './sandbox/node.ts';

startSandbox();
const scope = sandboxScope('fiat');
const { open } = DEMO_CARS;

describe('recall service calls', () => {
  it('one lookup asks for the recalls, the software updates and the vehicle data of the car', async () => {
    const lookup = await lookupRecalls(scope, 'plate', open.plate);
    // The three go out together: the sandbox journals them in the order they are answered.
    expect(
      journalOf('recall')
        .map((e) => [e.path, e.query])
        .sort(),
    ).toEqual([
      [`/recall/recall/fiat/${open.plate}`, {}],
      [`/recall/updateSoftware/${open.plate}`, {}],
      ['/recall/v2/car', { plate: open.plate, brand: 'fiat' }],
    ]);
    expect(lookup.recalls).toMatchObject({ plate: open.plate, chassis: open.chassis });
    expect(lookup.car).toMatchObject({ chassis: open.chassis, plate: open.plate });
  });

  it('the chat-bot lookup uses its own path', async () => {
    await lookupRecalls(scope, 'chassis', open.chassis, { chatBot: 'bot-1' });
    expect(journalOf('recall').map((e) => e.path)).toContain(`/recall/recall/fiat/${open.chassis}/bot-1`);
  });

  it('a failing vehicle lookup leaves the car out; a failing recall lookup fails the search', async () => {
    sandboxServer.use(
      http.get('*/recall/v2/car', () => HttpResponse.json({}, { status: 503 }), { once: true }),
    );
    const lookup = await lookupRecalls(scope, 'plate', open.plate);
    expect(lookup.car).toBeNull();
    sandboxServer.use(
      http.get('*/recall/recall/:brand/:id', () => HttpResponse.json({}, { status: 503 }), { once: true }),
    );
    await expect(lookupRecalls(scope, 'plate', open.plate)).rejects.toMatchObject({ status: 503 });
  });

  it("campaigns of the scope's brand and market", async () => {
    await getRecallCampaigns(sandboxScope('jeep', 'es-AR'));
    expect(journalOf('recall')[0]?.path).toBe('/recall/recall-campaign/jeep/es-AR');
  });

  it('an update sends the chassis, the recall and the recall service type and code', async () => {
    const car = findCar({ chassis: open.chassis })!;
    const recallId = recallsOf(car)[0]!.id;
    const answer = await updateRecall(scope, open.chassis, recallId);
    expect(journalOf('recall')[0]).toMatchObject({
      method: 'PUT',
      path: '/recall/updateRecall',
      body: { chassis: open.chassis, recallId, ...RECALL_SERVICE },
    });
    expect(answer).toMatchObject({ status: 'SCHEDULED' });
  });
});
