import { afterEach, describe, expect, it } from 'vitest';
import { getReservationStatus } from '../../api/reservations.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { sendReservationDocuments } from './reservationDocuments.ts';

startSandbox();
afterEach(() => signOut());

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('sendReservationDocuments', () => {
  it("sends each file with its kind for the signed-in buyer's order; once none is missing or refused the order moves on", async () => {
    signIn('sandbox-token-rafael');
    const scope = sandboxScope('fiat');
    const progress: number[] = [];
    const status = await sendReservationDocuments(
      scope,
      'ORD-BR-DOC',
      [
        { kind: 'identity', file: pdf('rg.pdf') },
        { kind: 'address', file: pdf('conta.pdf') },
      ],
      (p) => progress.push(p),
    );
    expect(status).toBe('UPLOADED_DOCS');
    expect(progress.at(-1)).toBe(1);
    const upload = journalOf('reservations').find((e) => e.method === 'POST');
    expect(upload?.path).toBe('/reservations/v2/users/c0ffee00-0000-4000-8000-00000000b001/reservations');
    expect(upload?.body).toMatchObject({ reservationId: 'ORD-BR-DOC', types: ['identity', 'address'] });
    const order = await getReservationStatus(scope, 'ORD-BR-DOC');
    expect(order.status).toBe('UPLOADED_DOCS');
    expect(order.documents?.slice(-2)).toEqual([
      { type: 'identity', name: 'rg.pdf', status: 'RECEIVED' },
      { type: 'address', name: 'conta.pdf', status: 'RECEIVED' },
    ]);
  });

  it('a kind the order does not ask for is refused by the service', async () => {
    signIn('sandbox-token-rafael');
    await expect(
      sendReservationDocuments(
        sandboxScope('fiat'),
        'ORD-BR-DOC',
        [{ kind: 'income', file: pdf('x.pdf') }],
        () => {},
      ),
    ).rejects.toThrow();
  });
});
