import { useEffect, useRef, useState } from 'react';
import type { SavedCard } from '../../api/cards.ts';
import { AddDisclosure } from '../../core/form/AddDisclosure.tsx';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { useActionFailure } from '../../core/form/failureText.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { cardName } from '../../domain/cards/cardName.ts';
import { savedCardMessages } from '../../domain/cards/i18n.ts';
import { SavedCardItem as CardItem } from '../../domain/cards/SavedCardItem.tsx';
import { AddCardForm } from './AddCardForm.tsx';
import { paymentCardsMessages } from './i18n.ts';
import type { PaymentCardsProps } from './payment-cards.spec.ts';
import { RemoveCardDialog } from './RemoveCardDialog.tsx';
import { usePaymentCards } from './usePaymentCards.ts';

export type { PaymentCardsProps } from './payment-cards.spec.ts';

/**
 * The signed-in user's saved payment cards: the list (favourite first, expired ones say so), add a
 * card, make one the favourite, delete one after confirming. Signed out: a sign-in prompt.
 */
export function PaymentCards({ loginUrl }: PaymentCardsProps) {
  const t = useT(paymentCardsMessages);
  const cardT = useT(savedCardMessages);
  const state = usePaymentCards();
  const held = useActionFailure(state.failed?.failure, t('failure'));
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // After an action the button pressed may be gone: focus goes to what happened, not to the page.
  useEffect(() => {
    if (state.notice) noticeRef.current?.focus();
  }, [state.notice]);
  const name = (card: SavedCard) => cardName(card, cardT);

  if (!state.signedIn)
    return (
      <SignInPrompt
        className="payment-cards"
        title={t('title')}
        text={t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );

  const { cards } = state;
  return (
    <div
      className="hub-stack payment-cards"
      aria-busy={state.loadStatus === 'loading' || state.busy || undefined}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      {state.notice && (
        <p
          ref={noticeRef}
          className="hub-alert payment-cards-notice"
          data-tone="success"
          role="status"
          tabIndex={-1}
        >
          {t(state.notice.kind, { card: name(state.notice.card) })}
        </p>
      )}
      {state.failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {held.text}
        </p>
      )}
      {!cards && state.loadStatus === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint" role="status">
            {cardT('loading')}
          </p>
        </Skeleton>
      )}
      {!cards && state.loadStatus === 'error' && (
        <LoadFailed message={t('failure')} onRetry={state.retryLoad} failure={state.loadFailure} />
      )}
      {cards && cards.length === 0 && <EmptyState message={t('empty')} next={t('emptyNext')} />}
      {cards && cards.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list" aria-label={t('listLabel')}>
          {cards.map((card) => (
            <CardItem
              key={card.id}
              t={t}
              card={card}
              name={name(card)}
              busy={state.busy}
              waitLeft={held.waitLeft}
              onFavourite={() => {
                state.clearNotice();
                void state.makeFavourite(card);
              }}
              onRemove={() => setRemoving(card)}
            />
          ))}
        </ul>
      )}
      {cards && (
        <AddDisclosure label={t('add')} onOpen={state.clearNotice}>
          {(close) => (
            <AddCardForm
              t={t}
              onAdded={(added) => {
                close(false);
                void state.refresh({ kind: 'added', card: added });
              }}
              onCancel={() => close(true)}
            />
          )}
        </AddDisclosure>
      )}
      {removing && (
        <RemoveCardDialog
          t={t}
          card={removing}
          name={name(removing)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            // The dialog closes first (focus back on the page), then the list says what happened.
            setRemoving(null);
            void state.refresh({ kind: 'removed', card: removing });
          }}
        />
      )}
    </div>
  );
}
