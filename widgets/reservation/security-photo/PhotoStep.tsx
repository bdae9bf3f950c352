import { type ComponentType, useEffect, useState } from 'react';
import type { ReservationRecord } from '../../../api/reservations.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import type { ReservationT } from '../i18n.ts';
import { DesktopPhoto } from './DesktopPhoto.tsx';
import type { SecurityPhotoProps } from './SecurityPhoto.tsx';

let loaded: Promise<ComponentType<SecurityPhotoProps>> | null = null;

/** The security photo's code, fetched when the shopper reaches the step (never with the reservation chunk). */
function loadSecurityPhoto(): Promise<ComponentType<SecurityPhotoProps>> {
  loaded ??= import('./SecurityPhoto.tsx').then(
    (module) => module.SecurityPhoto,
    (error) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/** What the photo step needs beyond the photo itself: where it runs and how the order is followed. */
interface StepProps extends SecurityPhotoProps {
  t: ReservationT;
  /** A mobile device takes the photo here; a desktop hands the order over to the phone. */
  mobile: boolean;
  reservation: ReservationRecord;
  pollInterval: number;
  onStatus: (record: ReservationRecord) => void;
}

/**
 * The anti-fraud security photo step: on a mobile device the photo (loaded on demand, with a retry when
 * loading fails); on a desktop the hand-over to the phone, waiting for the photo.
 */
export function PhotoStep({ mobile, ...props }: StepProps) {
  if (!mobile)
    return (
      <DesktopPhoto
        t={props.t}
        reservation={props.reservation}
        pollInterval={props.pollInterval}
        onStatus={props.onStatus}
        onDone={props.onDone}
      />
    );
  return <MobilePhoto t={props.t} reservationId={props.reservationId} onDone={props.onDone} />;
}

/** The photo on the device itself, its code loaded on demand. */
function MobilePhoto({ t, reservationId, onDone }: { t: ReservationT } & SecurityPhotoProps) {
  const [Photo, setPhoto] = useState<ComponentType<SecurityPhotoProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when the shopper retries
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadSecurityPhoto().then(
      (component) => live && setPhoto(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (Photo) return <Photo reservationId={reservationId} onDone={onDone} />;
  return (
    <section className="hub-stack" aria-labelledby="rsv-photo-title">
      <h2 className="hub-title" id="rsv-photo-title">
        {t('photoTitle')}
      </h2>
      {failed ? (
        <LoadFailed
          // The photo's code failed to download: no service failure to tell.
          failure={undefined}
          message={t('photoLoadFailed')}
          onRetry={() => setAttempt((n) => n + 1)}
          retryLabel={t('retry')}
        />
      ) : (
        <Skeleton lines={2}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
    </section>
  );
}
