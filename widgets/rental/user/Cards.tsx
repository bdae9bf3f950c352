import { useRef, useState } from 'react';
import {
  favouriteRentalCard,
  getRentalCards,
  type RentalCompanyKey,
  type RentalSavedCard,
  removeRentalCard,
  rentalCompanyId,
} from '../../../api/rental.ts';
import { useActionFailure } from '../../../core/form/failureText.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { coreMessages } from '../../../core/messages.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { cardName } from '../../../domain/cards/cardName.ts';
import { savedCardMessages } from '../../../domain/cards/i18n.ts';
import { favouriteFirst } from '../../../domain/cards/savedCards.ts';
import { AddCardForm } from './AddCardForm.tsx';
import { CardRow } from './CardRow.tsx';
import { userMessages } from './i18n.ts';

/**
 * The company's cards (`card-management`): listed with the favourite first, one added, one made the
 * favourite (`PUT`), one deleted after confirming (`DELETE card-management/{cardId}`). Only the last
 * four digits of a card are ever shown or kept. The company is keyed by its CNPJ or its CUIT.
 */
export function Cards({ company }: { company: RentalCompanyKey }) {
  const { context, emit } = useWidget();
  const t = useT(userMessages);
  const core = useT(coreMessages);
  const cardT = useT(savedCardMessages);
  const named = (card: RentalSavedCard) => ({ card: cardName(card, cardT) });
  const loaded = useResource(`rental-cards:${rentalCompanyId(company)}`, (signal) =>
    getRentalCards(context, company, signal),
  );
  const [cards, setCards] = useState<RentalSavedCard[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState(false);
  // Why the last action failed: a 429's wait or offline is said in the form kit's words, and the
  // wait holds every card's buttons (the seconds left shown) until it is over.
  const [failure, setFailure] = useState<unknown>();
  const held = useActionFailure(failure, core('genericError'));
  const list = cards ?? loaded.data ?? null;

  // Set at once (state arrives with the next render): a double press acts once.
  const inFlight = useRef(false);
  const act = async (form: string, run: () => Promise<RentalSavedCard[]>, message: string) => {
    if (inFlight.current || held.waitLeft > 0) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    setSaid('');
    try {
      setCards(await run());
      setFailure(undefined);
      setSaid(message);
      emit('hub-submit-success', { form });
    } catch (error) {
      emit('hub-submit-error', { form, code: 'service' });
      setFailure(error);
      setFailed(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const current = list ?? [];
  const favourite = (card: RentalSavedCard) =>
    void act(
      'rental-card-favourite',
      async () => {
        await favouriteRentalCard(context, company, card.id);
        return current.map((c) => ({ ...c, favourite: c.id === card.id }));
      },
      t('favouriteSaved', named(card)),
    );
  const remove = (card: RentalSavedCard) =>
    void act(
      'rental-card-remove',
      async () => {
        await removeRentalCard(context, card.id);
        return getRentalCards(context, company);
      },
      t('removed', named(card)),
    );

  return (
    <section className="hub-stack" aria-labelledby="rental-cards-title" aria-busy={busy || undefined}>
      <h3 className="hub-subtitle" id="rental-cards-title">
        {t('cardsTitle')}
      </h3>
      {loaded.status === 'error' && (
        <LoadFailed failure={loaded.failure} message={t('cardsFailed')} onRetry={loaded.retry} />
      )}
      {loaded.status === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint">{t('cardsLoading')}</p>
        </Skeleton>
      )}
      {list?.length === 0 && <p className="hub-hint">{t('cardsEmpty')}</p>}
      {list && list.length > 0 && (
        <ul className="rental-list">
          {favouriteFirst(list).map((card) => (
            <CardRow
              key={card.id}
              card={card}
              busy={busy}
              waitLeft={held.waitLeft}
              onFavourite={() => favourite(card)}
              onRemove={() => remove(card)}
            />
          ))}
        </ul>
      )}
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {held.text}
        </p>
      )}
      <p role="status" className="hub-hint">
        {said}
      </p>
      {list && (
        <AddCardForm
          company={company}
          onAdded={(card) => {
            setCards([...current, card]);
            setSaid(t('added', named(card)));
          }}
        />
      )}
    </section>
  );
}
