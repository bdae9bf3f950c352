import { useCallback, useRef, useState } from 'react';
import { lookupPostalCode } from '../../../api/location.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { onlyDigits } from '../../../validators/index.ts';
import type { ProposalValues } from './proposalValues.ts';

/** Where the postal-code lookup stands. */
export type PostalLookup = 'idle' | 'searching' | 'found' | 'notFound';

/**
 * Looks a Brazilian postal code up as soon as its 8 digits are typed and fills the address fields the
 * buyer left empty (never overwriting what they typed). 'notFound' when the lookup fails (seed 000 §5).
 * Argentine postal codes are not looked up.
 */
export function usePostalLookup(
  values: ProposalValues,
  change: (field: keyof ProposalValues, value: string) => void,
) {
  const { context } = useWidget();
  const [status, setStatus] = useState<PostalLookup>('idle');
  const asked = useRef('');
  const latest = useRef(values);
  latest.current = values;

  const look = useCallback(
    (postalCode: string) => {
      const digits = onlyDigits(postalCode);
      if (context.market === 'es-AR' || digits.length !== 8) {
        asked.current = '';
        setStatus('idle');
        return;
      }
      if (digits === asked.current) return;
      asked.current = digits;
      setStatus('searching');
      void lookupPostalCode(context, digits).then((address) => {
        if (asked.current !== digits) return;
        if (!address) {
          setStatus('notFound');
          return;
        }
        const fill: [keyof ProposalValues, string][] = [
          ['street', address.street],
          ['neighborhood', address.neighborhood],
          ['state', address.stateCode],
          ['city', address.cityName],
        ];
        for (const [field, value] of fill) if (!latest.current[field].trim() && value) change(field, value);
        setStatus('found');
      });
    },
    [context, change],
  );

  return { status, look };
}
