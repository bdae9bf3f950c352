import { useCallback, useEffect, useState } from 'react';
import {
  getLuckyNumbers,
  getPromotionStanding,
  type LuckyNumber,
  type Participation,
} from '../../api/promotions.ts';
import { getCookie } from '../../core/cookies.ts';
import { isUnauthorized } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * The state of hub-promotion: whether someone is signed in, the promotion's standing for them (name,
 * dates, agreed), the participant's lucky numbers (read when they agreed before, or given by the
 * agreement just sent), and a refused sign-in (401 on any call): then the widget asks to sign in again
 * and fires `hub-error` once.
 */
export function usePromotion(promotionId: string | undefined, sessionExpiredText: string) {
  const { context, emit } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const [expired, setExpired] = useState(false);
  const [joined, setJoined] = useState<Participation | null>(null);
  /** Calls this on any failure: a 401 ends the session in the widget. */
  const onFailure = useCallback((failure: unknown) => {
    if (isUnauthorized(failure)) setExpired(true);
  }, []);
  const watch = useCallback(
    <T>(call: Promise<T>) =>
      call.catch((failure: unknown) => {
        onFailure(failure);
        throw failure;
      }),
    [onFailure],
  );
  const active = signedIn && !expired && promotionId;
  const standing = useResource(active ? `standing:${promotionId}` : null, (signal) =>
    watch(getPromotionStanding(context, promotionId as string, signal)),
  );
  const agreedBefore = standing.status === 'success' && standing.data.agreed;
  const numbers = useResource(active && agreedBefore && !joined ? `numbers:${promotionId}` : null, (signal) =>
    watch(getLuckyNumbers(context, promotionId as string, signal)),
  );
  useEffect(() => {
    if (expired) emit('hub-error', { code: 'unauthorized', message: sessionExpiredText });
  }, [expired, emit, sessionExpiredText]);

  const participation = joined ?? (numbers.status === 'success' ? numbers.data : null);
  /** A QR code gave a number: it joins the list at once. */
  const addNumber = (lucky: LuckyNumber) => {
    if (participation) setJoined({ ...participation, luckyNumbers: [...participation.luckyNumbers, lucky] });
  };
  return {
    signedIn,
    expired,
    standing,
    numbers,
    participation,
    /** The agreement was accepted: its answer holds the first numbers. */
    join: setJoined,
    addNumber,
    onFailure,
  };
}

/** The promotion's state, as the screens receive it. */
export type PromotionState = ReturnType<typeof usePromotion>;
