import type { ApiScope } from '../../api/client.ts';
import { uploadReservationDocuments } from '../../api/reservations.ts';
import { getSelf } from '../../api/users.ts';
import { filesProblem } from './upload.ts';

/** The documents a buyer sends for a reservation, by kind (the order's `requiredDocuments`). */
export const DOCUMENTS = ['identity', 'address'] as const;
export type DocumentKind = (typeof DOCUMENTS)[number];

/** What is wrong with the chosen files: too large (any of them), a file of the wrong kind, or nothing. */
export function documentProblem(
  files: Partial<Record<DocumentKind, File>>,
): { kind: 'too-large' } | { kind: 'bad-file'; name: string } | null {
  return filesProblem(Object.values(files).filter((f): f is File => Boolean(f)));
}

/**
 * Sends documents of a reservation for the signed-in buyer (hub-reservation's documents step, the
 * account's re-upload): each file with its kind, the upload's progress from 0 to 1; the status the
 * service answers.
 */
export async function sendReservationDocuments(
  scope: ApiScope,
  reservationId: string,
  files: { kind: string; file: File }[],
  onProgress: (percent: number) => void,
): Promise<string> {
  const { id: userId } = await getSelf(scope);
  const answer = await uploadReservationDocuments(
    scope,
    userId,
    files.map((f) => f.file),
    reservationId,
    (p) => onProgress(p.percent),
    files.map((f) => f.kind),
  );
  return answer.status;
}
