import { describe, expect, it } from 'vitest';
import { anaEmail, file } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { complementJourney, journeyResult, startJourney } from './journey.ts';

startSandbox();
const scope = sandboxScope();

describe('the document journey (sandbox)', () => {
  it('starts by CPF, waits for files, then walks the analysis one result at a time', async () => {
    const journey = await startJourney(scope, { type: 'FINANCING', cpf: '39053344705', email: anaEmail });
    expect(journey).toMatchObject({ type: 'FINANCING', status: 'VALIDATING_IDENTITY', files: 0 });
    await expect(journeyResult(scope, journey)).resolves.toMatchObject({ status: 'VALIDATING_IDENTITY' });
    await expect(
      complementJourney(scope, journey, [file('rg.pdf')], undefined, 'identity'),
    ).resolves.toMatchObject({ status: 'AWAITING_INOVAMIND', files: 1 });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) seen.push((await journeyResult(scope, journey)).status);
    expect(seen).toEqual(['SYNC_SALESFORCE', 'PERSISTED_ON_HUB', 'PERSISTED_ON_HUB']);
    const sent = journalOf('journey').find((e) => e.path.includes('/complement/'));
    expect(sent?.path).toBe(`/journey/complement/FINANCING/${journey.id}`);
  });

  it('starts by CUIL in Argentina; a start without a tax id or of an unknown type is refused (422)', async () => {
    await expect(
      startJourney(scope, { type: 'SIGN_UP', cuil: '27321234564', email: 'martina.gonzalez@example.com.ar' }),
    ).resolves.toMatchObject({ status: 'VALIDATING_IDENTITY' });
    await expect(startJourney(scope, { type: 'SIGN_UP', email: anaEmail })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      startJourney(scope, { type: 'LEASING' as 'SIGN_UP', cpf: '39053344705', email: anaEmail }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('an unknown journey is 404', async () => {
    await expect(journeyResult(scope, { type: 'FINANCING', id: 'JRN-404' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
