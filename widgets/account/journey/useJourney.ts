import { useRef, useState } from 'react';
import {
  complementJourney,
  type Journey,
  type JourneyType,
  journeyResult,
  startJourney,
} from '../../../api/journey.ts';
import type { UserProfile } from '../../../api/users.ts';
import { failureKind } from '../../../core/errors.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { SendDocument } from '../../../domain/documents/useDocumentUpload.ts';
import { journeyStart } from './journeyStart.ts';

/** What is under way or failed: the start or the result asked. */
export type JourneyPhase = 'idle' | 'starting' | 'asking' | 'start-failed' | 'result-failed';

/**
 * The document journey of the signed-in person: start (sent once), files by kind of document with their
 * progress (`complement/{type}/{id}`), the result asked again and again; a failure keeps the journey
 * and offers the same action again.
 */
export function useJourney(profile: UserProfile) {
  const { context, emit } = useWidget();
  const [type, setType] = useState<JourneyType>('FINANCING');
  const [journey, setJourney] = useState<Journey | null>(null);
  const [phase, setPhase] = useState<JourneyPhase>('idle');
  const [failure, setFailure] = useState<unknown>();
  const [received, setReceived] = useState<string[]>([]);
  const busy = useRef(false);
  const body = journeyStart(type, profile, context.market);

  const run = async (pending: JourneyPhase, failed: JourneyPhase, action: () => Promise<Journey>) => {
    if (busy.current) return;
    busy.current = true;
    setPhase(pending);
    try {
      setJourney(await action());
      setPhase('idle');
    } catch (error) {
      setFailure(error);
      setPhase(failed);
      emit('hub-submit-error', { form: 'account-journey', code: failureKind(error) });
    } finally {
      busy.current = false;
    }
  };

  return {
    type,
    setType,
    journey,
    phase,
    /** Why the last start or result failed (for `LoadFailed`). */
    failure: phase.endsWith('-failed') ? failure : undefined,
    received,
    /** False when the profile lacks the market's tax id or an e-mail. */
    startable: body !== null,
    start: () =>
      body &&
      run('starting', 'start-failed', async () => {
        const started = await startJourney(context, body);
        emit('hub-submit-success', { form: 'account-journey' });
        return started;
      }),
    askResult: () => journey && run('asking', 'result-failed', () => journeyResult(context, journey)),
    /** Sends a file of one kind of document; the journey's new step comes with the answer. */
    send:
      (documentType: string): SendDocument =>
      async (file, onProgress) => {
        if (!journey) return;
        const answer = await complementJourney(
          context,
          journey,
          [file],
          (p) => onProgress(p.percent),
          documentType,
        );
        setJourney(answer);
        setReceived((kinds) => (kinds.includes(documentType) ? kinds : [...kinds, documentType]));
        emit('hub-submit-success', { form: 'account-journey-document' });
      },
  };
}
