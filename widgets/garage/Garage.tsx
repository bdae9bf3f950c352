import { useEffect, useRef, useState } from 'react';
import { GARAGE_SHELVES, type GarageCar, type GarageShelf } from '../../api/garage.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { AddDisclosure } from '../../core/form/AddDisclosure.tsx';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { AddOwnedForm } from './AddOwnedForm.tsx';
import { GarageCarItem } from './GarageCarItem.tsx';
import type { GarageProps } from './garage.spec.ts';
import { garageCarName } from './garageCarName.ts';
import { garageMessages } from './i18n.ts';
import { useGarage } from './useGarage.ts';

export type { GarageProps } from './garage.spec.ts';

const EMPTY = { owned: 'emptyOwned', wanted: 'emptyWanted', visited: 'emptyVisited' } as const;
/** What to do next on an empty shelf (the visited shelf's text says it already). */
const EMPTY_NEXT = { owned: 'emptyOwnedNext', wanted: 'emptyWantedNext', visited: null } as const;

/** What waits for the user's yes: removing a car, or saving one as wanted. */
type Pending =
  | { kind: 'remove'; shelf: GarageShelf; car: GarageCar }
  | { kind: 'want'; car: GarageCar; colorCode?: string | undefined };

/**
 * The signed-in user's garage: owned cars (add by plate or chassis, recall search, trade-in), wanted
 * cars (open in the configurator; the configured car can be saved here) and visited cars (recorded by
 * the configurator; save as wanted). Removing or saving asks first. Signed out: a sign-in prompt.
 */
export function Garage({ loginUrl, recallUrl, tradeInUrl, configuratorUrl }: GarageProps) {
  const t = useT(garageMessages);
  const state = useGarage();
  const [pending, setPending] = useState<Pending | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // After an action the button pressed may be gone: focus goes to what happened, not to the page.
  useEffect(() => {
    if (state.notice) noticeRef.current?.focus();
  }, [state.notice]);

  if (!state.signedIn)
    return (
      <SignInPrompt
        className="garage"
        title={t('title')}
        text={t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );

  const { garage, configured } = state;
  const links = { recallUrl, tradeInUrl, configuratorUrl };
  const dialogTexts = { cancel: t('cancel'), retry: t('retry'), failure: t('failure') };
  const configuredCar: GarageCar | null = configured && {
    id: 'configured',
    mvsCode: configured.mvs,
    year: configured.year,
    modelName: configured.name,
  };
  return (
    <div className="hub-stack garage" aria-busy={state.loadStatus === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      {state.notice && (
        <p
          ref={noticeRef}
          className="hub-alert garage-notice"
          data-tone="success"
          role="status"
          tabIndex={-1}
        >
          {t(state.notice.kind, { car: garageCarName(state.notice.car) })}
        </p>
      )}
      {!garage && state.loadStatus === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {!garage && state.loadStatus === 'error' && (
        <LoadFailed message={t('failure')} onRetry={state.retryLoad} failure={state.loadFailure} />
      )}
      {garage &&
        GARAGE_SHELVES.map((shelf) => (
          <section key={shelf} className="hub-stack" aria-labelledby={`garage-${shelf}`}>
            <h3 className="hub-subtitle" id={`garage-${shelf}`}>
              {t(shelf)}
            </h3>
            {garage[shelf].length === 0 ? (
              <EmptyState
                message={t(EMPTY[shelf])}
                next={EMPTY_NEXT[shelf] ? t(EMPTY_NEXT[shelf]) : undefined}
              />
            ) : (
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
              <ul className="hub-list hub-stack" role="list" aria-label={t(shelf)}>
                {garage[shelf].map((car) => (
                  <GarageCarItem
                    key={car.id}
                    t={t}
                    shelf={shelf}
                    car={car}
                    name={garageCarName(car)}
                    links={links}
                    canWant={shelf === 'visited' && !state.wantedAlready(car.mvsCode, car.year)}
                    onWant={() => {
                      state.clearNotice();
                      setPending({ kind: 'want', car, colorCode: car.colorCode ?? undefined });
                    }}
                    onRemove={() => {
                      state.clearNotice();
                      setPending({ kind: 'remove', shelf, car });
                    }}
                  />
                ))}
              </ul>
            )}
            {shelf === 'owned' && (
              <AddDisclosure label={t('addOwned')} onOpen={state.clearNotice}>
                {(close) => (
                  <AddOwnedForm
                    t={t}
                    onAdded={(added) => {
                      close(false);
                      void state.refresh({ kind: 'addedOwned', car: added });
                    }}
                    onCancel={() => close(true)}
                  />
                )}
              </AddDisclosure>
            )}
            {shelf === 'wanted' && configuredCar && configured && (
              <div className="hub-row">
                <button
                  type="button"
                  className="hub-button"
                  data-variant="secondary"
                  part="button"
                  onClick={() => {
                    state.clearNotice();
                    setPending({
                      kind: 'want',
                      car: configuredCar,
                      colorCode: configured.colorCode ?? undefined,
                    });
                  }}
                >
                  {t('saveConfigured', { car: garageCarName(configuredCar) })}
                </button>
              </div>
            )}
          </section>
        ))}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          texts={{
            ...dialogTexts,
            title: t('removeTitle'),
            text:
              pending.shelf === 'owned'
                ? t('removeOwnedText', { car: garageCarName(pending.car) })
                : t('removeListText', { car: garageCarName(pending.car), list: t(pending.shelf) }),
            confirm: t('removeConfirm'),
            busy: t('removing'),
          }}
          action={() => state.remove(pending.shelf, pending.car)}
          onClose={() => setPending(null)}
          onDone={() => {
            // The dialog closes first (focus back on the page), then the list says what happened.
            setPending(null);
            void state.refresh({ kind: 'removed', car: pending.car });
          }}
        />
      )}
      {pending?.kind === 'want' && (
        <ConfirmDialog
          texts={{
            ...dialogTexts,
            title: t('wantTitle'),
            text: t('wantText', { car: garageCarName(pending.car) }),
            confirm: t('wantConfirm'),
            busy: t('saving'),
          }}
          action={async () => {
            await state.saveWanted({
              mvsCode: pending.car.mvsCode,
              year: pending.car.year,
              ...(pending.colorCode ? { colorCode: pending.colorCode } : {}),
            });
          }}
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            void state.refresh({ kind: 'addedWanted', car: pending.car });
          }}
        />
      )}
    </div>
  );
}
