import { useEffect } from 'react';
import { addVisitedCar } from '../../api/garage.ts';
import { getCookie } from '../../core/cookies.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The versions this page has recorded already (`brand:mvs:year`): once per version, across remounts. */
const recorded = new Set<string>();

/**
 * Records the version the configurator shows as one of the signed-in user's visited cars (garage
 * `POST visited`, bearer): once per version and year on a page, only when the auth cookie is there and
 * the page declares the garage service. It never blocks the configurator: a failure is only logged by
 * the client, and the next showing of that version tries again.
 */
export function useVisitedRecord(mvs: { code: string; year: number } | null): void {
  const { context } = useWidget();
  const code = mvs?.code ?? null;
  const year = mvs?.year ?? null;
  useEffect(() => {
    if (!code || !year || !context.services.garage || !getCookie(context.authCookie)) return;
    const key = `${context.brand}:${code}:${year}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    addVisitedCar(context, { mvsCode: code, year }).catch(() => recorded.delete(key));
  }, [code, year, context]);
}
