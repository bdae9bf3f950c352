import { useAtomValue } from 'jotai/react';
import type { ApiScope } from '../../api/client.ts';
import { getBatchCustomPrice, getBatchPrices } from '../../api/price.ts';
import { hubStore } from '../../core/store.ts';
import { chosenDealerAtom } from '../dealer/chosenDealer.ts';

/** A version to price: its code and model year. */
export interface PricedVersion {
  mvs: string;
  year: number;
}

/**
 * The prices of compared versions in one call (seed 000 §7): the dealer's prices
 * (`price/batchCustomPrice`, its working price where it set one) when a dealer is chosen, else the list
 * prices (`price/batchPrices`, the record of the version's year). Version code → price; a version the
 * answer leaves out has no entry.
 */
export async function loadComparedPrices(
  scope: ApiScope,
  versions: readonly PricedVersion[],
  dealerCode: string | null,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  if (versions.length === 0) return prices;
  if (dealerCode) {
    const answer = await getBatchCustomPrice(
      scope,
      versions.map((v) => ({ mvsCode: v.mvs, year: v.year, dealerCode })),
    );
    for (const record of Array.isArray(answer) ? answer : [])
      if (typeof record.price === 'number') prices.set(record.mvsCode, record.price);
    return prices;
  }
  const answer = await getBatchPrices(
    scope,
    versions.map((v) => v.mvs),
    signal,
  );
  const records = Array.isArray(answer) ? answer : [];
  for (const version of versions) {
    const mine = records.filter((r) => r.mvsCode === version.mvs && typeof r.price === 'number');
    const record = mine.find((r) => r.year === version.year) ?? mine.at(-1);
    if (record) prices.set(version.mvs, record.price);
  }
  return prices;
}

/** The dealer the shopper chose on the page (any widget), whose prices the comparisons show. */
export function useChosenDealerCode(): string | null {
  return useAtomValue(chosenDealerAtom, { store: hubStore })?.dealerCode ?? null;
}
