import { useCallback, useRef, useState } from 'react';
import { simulateVersions } from '../../../../api/funding.ts';
import { getCookie } from '../../../../core/cookies.ts';
import { useWidget } from '../../../../core/WidgetContext.tsx';
import type { FinancedVersion } from '../../../../domain/car/financedCar.ts';
import { loadComparedPrices, useChosenDealerCode } from '../../../../domain/model/comparedPrices.ts';

/** One version of the version comparator: its installment for the term, or null when not simulated. */
export interface ComparedVersion {
  version: FinancedVersion;
  entranceValue: number;
  installmentsValue: number;
  cetAnnual?: number;
}

/** Where the version comparison stands. */
export type VersionComparison =
  | { status: 'idle' | 'loading' | 'signIn' | 'error' }
  | { status: 'done'; rows: { version: FinancedVersion; result: ComparedVersion | null }[] };

/**
 * The version comparator (seed 000 §1): the model's versions priced together in one call (the chosen
 * dealer's prices, else the list prices: domain/model `loadComparedPrices`), then simulated together
 * for the chosen entrance and term with `POST default-values/batchSimulating`, a bearer call — signed
 * out, the shopper is asked to sign in. A version the answers leave out is unavailable for the term.
 */
export function useVersionComparator() {
  const { context } = useWidget();
  const dealerCode = useChosenDealerCode();
  const [state, setState] = useState<VersionComparison>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const compare = useCallback(
    (versions: FinancedVersion[], entrancePercent: number, numberOfInstallments: number) => {
      controller.current?.abort();
      if (versions.length < 2) return setState({ status: 'idle' });
      if (!getCookie(context.authCookie)) return setState({ status: 'signIn' });
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading' });
      const run = async () => {
        const prices = await loadComparedPrices(context, versions, dealerCode, current.signal);
        const priced = versions.flatMap((version) => {
          const price = prices.get(version.mvs);
          return price === undefined ? [] : [{ ...version, price }];
        });
        const list = await simulateVersions(
          context,
          {
            entrancePercent,
            numberOfInstallments,
            items: priced.map((v) => ({ mvsCode: v.mvs, year: v.year, price: v.price })),
          },
          current.signal,
        );
        return versions.map((listed) => {
          const version = priced.find((v) => v.mvs === listed.mvs) ?? listed;
          const item = list.find((i) => i.mvsCode === version.mvs);
          return {
            version,
            result: item
              ? {
                  version,
                  entranceValue: item.entranceValue,
                  installmentsValue: item.installmentsValue,
                  ...(typeof item.cet === 'number' ? { cetAnnual: item.cet } : {}),
                }
              : null,
          };
        });
      };
      run().then(
        (rows) => {
          if (!current.signal.aborted) setState({ status: 'done', rows });
        },
        () => {
          if (!current.signal.aborted) setState({ status: 'error' });
        },
      );
    },
    [context, dealerCode],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, compare, reset };
}
