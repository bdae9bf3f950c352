import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { fillEmpty } from '../../domain/profile/fillEmpty.ts';

/**
 * Fills a form's empty fields from `source` each time it changes: the buyer's data may arrive after
 * the screen (the profile, a resumed order). What the shopper typed is never overwritten.
 */
export function useFillEmpty<V extends object>(
  setValues: Dispatch<SetStateAction<V>>,
  source: { [K in keyof V]?: V[K] & string },
): void {
  useEffect(() => {
    setValues((values) => fillEmpty(values, source));
  }, [source, setValues]);
}
