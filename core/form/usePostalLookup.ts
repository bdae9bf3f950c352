import { useCallback, useRef, useState } from 'react';
import { findPostalAddress } from '../../api/postalAddress.ts';
import { addressMessages } from '../../validators/address/messages.ts';
import { onlyDigits, textOf } from '../../validators/index.ts';
import { useWidget } from '../WidgetContext.tsx';
import { type PostalFields, postalFill } from './postalFill.ts';

/**
 * Where a lookup stands: `not-found` only when the services answered and none knows the code; `failed`
 * when they could not answer (5xx, network, time-out): try again, nothing typed is lost.
 */
export type PostalLookupStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

/** A postal-code lookup's state and actions. */
export interface PostalLookup {
  status: PostalLookupStatus;
  /** 'CEP NÃO ENCONTRADO' (in the market's language) after a real miss; else undefined. */
  message: string | undefined;
  /** Call on each change of the postal code: 8 digits (Brazil) start a lookup, other text clears it. */
  look: (postalCode: string) => void;
  /** Asks again for the last postal code (after `failed`). */
  retry: () => void;
  /** Why the lookup failed (after `failed`), for `LoadFailed`. */
  failure: unknown;
}

/**
 * Looks a Brazilian postal code up (cep/correios, then cep/viacep, then cep/{cep}) as soon as its 8
 * digits are typed, and fills the address fields the form has (`fields`: their current values) that
 * are empty or still hold an earlier lookup's answer, through `onFill`. Argentine codes are not looked
 * up. A stale answer (the code changed meanwhile) is dropped.
 */
export function usePostalLookup(fields: PostalFields, onFill: (patch: PostalFields) => void): PostalLookup {
  const { context } = useWidget();
  const [status, setStatus] = useState<PostalLookupStatus>('idle');
  const [failure, setFailure] = useState<unknown>();
  const asked = useRef('');
  const filled = useRef<PostalFields>({});
  const latest = useRef({ fields, onFill });
  latest.current = { fields, onFill };

  const ask = useCallback(
    (digits: string) => {
      asked.current = digits;
      setStatus('searching');
      findPostalAddress(context, digits).then(
        (found) => {
          if (asked.current !== digits) return;
          if (!found) {
            setStatus('not-found');
            return;
          }
          const patch = postalFill(latest.current.fields, found, filled.current);
          filled.current = { ...filled.current, ...patch };
          if (Object.keys(patch).length > 0) latest.current.onFill(patch);
          setStatus('found');
        },
        (error: unknown) => {
          if (asked.current !== digits) return;
          setFailure(error);
          setStatus('failed');
        },
      );
    },
    [context],
  );

  const brazil = context.country === 'BR';
  const look = useCallback(
    (postalCode: string) => {
      const digits = onlyDigits(postalCode);
      if (!brazil || digits.length !== 8) {
        asked.current = '';
        setStatus('idle');
        return;
      }
      if (digits !== asked.current) ask(digits);
    },
    [brazil, ask],
  );
  const retry = useCallback(() => {
    if (asked.current) ask(asked.current);
  }, [ask]);

  const message =
    status === 'not-found' ? textOf(addressMessages['postalCode.notFound'], context.market) : undefined;
  return { status, message, look, retry, failure: status === 'failed' ? failure : undefined };
}
