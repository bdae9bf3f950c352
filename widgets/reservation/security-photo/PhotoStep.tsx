import { type ComponentType, useEffect, useState } from 'react';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import type { ReservationT } from '../i18n.ts';
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

/** The anti-fraud security photo step (mobile only), loaded on demand, with a retry when loading fails. */
export function PhotoStep({ t, reservationId, onDone }: { t: ReservationT } & SecurityPhotoProps) {
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
          message={t('photoLoadFailed')}
          onRetry={() => setAttempt((n) => n + 1)}
          retryLabel={t('retry')}
        />
      ) : (
        <Skeleton>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
    </section>
  );
}
