import { defineMessages, type Translate } from '../../core/i18n.ts';

/** Texts of the saved-card pieces (payment cards, the reservation's card payment, the rental company cards). */
export const savedCardMessages = defineMessages({
  'pt-BR': {
    card: '{brand} final {last4}',
    cardNoBrand: 'Cartão final {last4}',
    expiry: 'Validade {expiry}',
    expired: 'Cartão vencido',
    favourite: 'Favorito',
    choice: '{card}, vence em {expiry}',
    choiceFavourite: '{card}, vence em {expiry}, favorito',
    choiceExpired: '{card}, vencido',
    pickerLegend: 'Pagar com',
    newCard: 'Outro cartão',
    loading: 'Carregando seus cartões…',
  },
  'es-AR': {
    card: '{brand} terminada en {last4}',
    cardNoBrand: 'Tarjeta terminada en {last4}',
    expiry: 'Vence {expiry}',
    expired: 'Tarjeta vencida',
    favourite: 'Favorita',
    choice: '{card}, vence {expiry}',
    choiceFavourite: '{card}, vence {expiry}, favorita',
    choiceExpired: '{card}, vencida',
    pickerLegend: 'Pagar con',
    newCard: 'Otra tarjeta',
    loading: 'Cargando tus tarjetas…',
  },
});

/** The translator of {@link savedCardMessages}. */
export type SavedCardT = Translate<(typeof savedCardMessages)['pt-BR']>;
