import { recordOf, textOf } from '../../../api/answers.ts';

/** The loyalty dealer's name from `users/self/loyalty/associated-dealer` (shape left open by the seeds). */
export function loyaltyDealerOf(answer: unknown): string | null {
  const record = recordOf(answer);
  return record ? (textOf(record.name) ?? textOf(record.dealerName) ?? textOf(record.dealerCode)) : null;
}

/** When the user's data last changed, from `audit/findLatest/UPDATE` (`at`, else `date` / `createdAt`). */
export function lastUpdateOf(answer: unknown): string | null {
  const record = recordOf(answer);
  const when = record ? (textOf(record.at) ?? textOf(record.date) ?? textOf(record.createdAt)) : null;
  return when && !Number.isNaN(Date.parse(when)) ? when : null;
}
