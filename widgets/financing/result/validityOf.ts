import { VOUCHER_VALIDITY_DAYS } from './outcome.ts';

/** The voucher's validity: the service's date (YYYY-MM-DD), else {@link VOUCHER_VALIDITY_DAYS} from today. */
export function validityOf(given: string | undefined, now = Date.now()): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given ?? '');
  return m
    ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
    : new Date(now + VOUCHER_VALIDITY_DAYS * 86_400_000);
}
