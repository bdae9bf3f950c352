import { useEffect, useRef } from 'react';
import { JOURNEY_TYPES, type JourneyType } from '../../../api/journey.ts';
import type { UserProfile } from '../../../api/users.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { SubmitButton } from '../../../core/form/SubmitButton.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { DOCUMENTS } from '../../../domain/documents/reservationDocuments.ts';
import { DocumentUpload } from '../documents/DocumentUpload.tsx';
import { documentsMessages } from '../documents/i18n.ts';
import { journeyMessages } from './i18n.ts';
import { useJourney } from './useJourney.ts';

interface Props {
  profile: UserProfile;
}

/**
 * The document journey (seed 001 §2 "Journey: start, complement with files, result"): what the
 * validation is for and its start; then each kind of document sent with its progress (kind and size
 * checked beside the field first), the step the journey stands at in words and its result asked again.
 * When the start form or the result button goes, the focus goes to the step.
 */
export function Journey({ profile }: Props) {
  const t = useT(journeyMessages);
  const docs = useT(documentsMessages);
  const journey = useJourney(profile);
  const current = journey.journey;
  const concluded = current?.status === 'PERSISTED_ON_HUB';
  // The start form and, once concluded, the result button are gone: the focus goes to the step in words.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const started = Boolean(current);
  useEffect(() => {
    if (started || concluded) statusRef.current?.focus();
  }, [started, concluded]);
  return (
    <section
      className="hub-stack hub-card"
      aria-labelledby="account-journey-title"
      data-journey={current?.status}
    >
      <h3 className="hub-subtitle" id="account-journey-title">
        {t('title')}
      </h3>
      <p className="hub-text-muted">{t('intro')}</p>
      {!current && !journey.startable && <p className="hub-hint">{t('needsDocument')}</p>}
      {!current && journey.startable && (
        <form
          className="hub-stack"
          part="form"
          noValidate
          aria-busy={journey.phase === 'starting' || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void journey.start();
          }}
        >
          <Segmented<JourneyType>
            name="journeyType"
            legend={t('type')}
            options={JOURNEY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            value={journey.type}
            onChange={journey.setType}
          />
          {journey.phase === 'start-failed' && (
            <p className="hub-alert" data-tone="error" role="alert" part="alert">
              {t('failure')}
            </p>
          )}
          <SubmitButton
            label={t('start')}
            busy={journey.phase === 'starting'}
            busyLabel={t('starting')}
            failed={journey.phase === 'start-failed'}
            retryLabel={t('retry')}
          />
        </form>
      )}
      <p role="status" className="hub-subtitle" ref={statusRef} tabIndex={-1}>
        {current ? t('status', { status: t(`status.${current.status}`) }) : ''}
      </p>
      {current && (
        <>
          {journey.received.length > 0 && (
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
            <ul className="hub-list" role="list" aria-label={t('documentsTitle')}>
              {journey.received.map((kind) => (
                <li key={kind}>{t('received', { name: docs(`doc.${kind}` as 'doc.identity') })}</li>
              ))}
            </ul>
          )}
          {concluded ? (
            <p>{t('concluded')}</p>
          ) : (
            DOCUMENTS.map((kind) => (
              <DocumentUpload
                key={kind}
                t={docs}
                type={kind}
                label={docs(`doc.${kind}`)}
                send={journey.send(kind)}
                onSent={() => undefined}
              />
            ))
          )}
          {journey.phase === 'result-failed' && (
            <LoadFailed
              message={t('failure')}
              retryLabel={t('retry')}
              onRetry={journey.askResult}
              failure={journey.failure}
            />
          )}
          {!concluded && (
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                aria-disabled={journey.phase === 'asking' || undefined}
                data-loading={journey.phase === 'asking' ? '' : undefined}
                onClick={() => void journey.askResult()}
              >
                {journey.phase === 'asking' ? t('resultBusy') : t('result')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
