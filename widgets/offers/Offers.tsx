import { useRef, useState } from 'react';
import { getCookie } from '../../core/cookies.ts';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { offersMessages } from './i18n.ts';
import { OfferDetail } from './OfferDetail.tsx';
import { OfferResults } from './OfferResults.tsx';
import { OfferSearch } from './OfferSearch.tsx';
import type { OffersProps } from './offers.spec.ts';
import { useOfferSearch } from './useOfferSearch.ts';
import { useSavedOffers } from './useSavedOffers.ts';

export type { OffersProps } from './offers.spec.ts';

/**
 * The offers marketplace for shoppers: the search with its results, or one offer's detail (back to the
 * results as they were). Signed in, offers are saved from either; signed out, a prompt to sign in.
 */
export function Offers({ model, offerId, pageSize, loginUrl }: OffersProps) {
  const { context, host } = useWidget();
  const t = useT(offersMessages);
  const signedIn = Boolean(getCookie(context.authCookie));
  const search = useOfferSearch(pageSize, model, signedIn);
  const saved = useSavedOffers(signedIn);
  const [open, setOpen] = useState<string | null>(offerId || null);
  const opener = useRef<string | null>(null);
  const focusAfter = useFocusAfter();
  useReadyWhen(Boolean(open) || search.result.status === 'success' || search.result.status === 'error');

  const back = () => {
    setOpen(null);
    // Back where the shopper left: the button that opened the offer.
    focusAfter(() =>
      (host.shadowRoot ?? host).querySelector<HTMLButtonElement>(`[data-offer="${opener.current}"]`),
    );
  };

  return (
    <div className="hub-stack offers">
      <h2 className="hub-title">{t('title')}</h2>
      {signedIn && saved.ready && (
        <p className="offers-saved" aria-live="polite">
          {saved.ids.length === 1 ? t('savedOne') : t('savedCount', { count: saved.ids.length })}
        </p>
      )}
      {saved.failed && (
        <p className="hub-alert" data-tone="error" part="alert" role="alert">
          {t('saveFailed')}
        </p>
      )}
      {open ? (
        <OfferDetail id={open} saved={signedIn ? saved : null} onBack={back} loginUrl={loginUrl} />
      ) : (
        <>
          <OfferSearch t={t} search={search} />
          <OfferResults
            t={t}
            search={search}
            saved={signedIn ? saved : null}
            onOpen={(id) => {
              opener.current = id;
              setOpen(id);
            }}
          />
        </>
      )}
      {!signedIn && (
        <SignInPrompt
          title={t('saveSignedOutTitle')}
          text={t('saveSignedOut')}
          signIn={t('signIn')}
          loginUrl={loginUrl}
        />
      )}
    </div>
  );
}
