import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * Texts of hub-payment-cards (the cards' own names, expiry and marks are domain/cards'). Seed message
 * verbatim: 'Um erro ocorreu, tente novamente' for a failed load or action.
 */
export const paymentCardsMessages = defineMessages({
  'pt-BR': {
    title: 'Meus cartões',
    intro: 'Cartões salvos para pagar suas compras. Guardamos apenas os quatro últimos dígitos.',
    signedOut: 'Entre na sua conta para ver e adicionar seus cartões.',
    signIn: 'Entrar',
    failure: 'Um erro ocorreu, tente novamente',
    listLabel: 'Cartões salvos',
    empty: 'Você ainda não tem cartões salvos.',
    emptyNext: 'Use “Adicionar cartão” para pagar as suas próximas reservas sem digitar o cartão de novo.',
    makeFavourite: 'Tornar favorito',
    makeFavouriteOf: 'Tornar favorito o cartão {card}',
    remove: 'Excluir',
    removeOf: 'Excluir o cartão {card}',
    removeTitle: 'Excluir cartão?',
    removeText:
      'O cartão {card} será excluído da sua conta. Para usá-lo de novo, será preciso adicioná-lo outra vez.',
    removeConfirm: 'Excluir cartão',
    removing: 'Excluindo…',
    cancel: 'Cancelar',
    add: 'Adicionar cartão',
    addTitle: 'Novo cartão',
    addNote: 'O número vai protegido direto para o serviço de cartões e não fica guardado nesta página.',
    number: 'Número do cartão',
    numberHint: 'De 13 a 16 dígitos.',
    brandIs: 'Bandeira: {brand}',
    brandUnknown:
      'Bandeira não aceita. Use Visa, Mastercard, American Express, Elo, Hipercard ou Diners Club.',
    holder: 'Nome impresso no cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'Código de segurança (CVV)',
    save: 'Salvar cartão',
    saving: 'Salvando…',
    retry: 'Tentar novamente',
    added: 'Cartão {card} adicionado.',
    favouriteSet: 'O cartão {card} agora é o seu favorito.',
    removed: 'Cartão {card} excluído.',
  },
  'es-AR': {
    title: 'Mis tarjetas',
    intro: 'Tarjetas guardadas para pagar tus compras. Solo guardamos los últimos cuatro dígitos.',
    signedOut: 'Ingresá a tu cuenta para ver y agregar tus tarjetas.',
    signIn: 'Ingresar',
    failure: 'Ocurrió un error, intentá de nuevo',
    listLabel: 'Tarjetas guardadas',
    empty: 'Todavía no tenés tarjetas guardadas.',
    emptyNext: 'Usá “Agregar tarjeta” para pagar tus próximas reservas sin volver a escribir la tarjeta.',
    makeFavourite: 'Marcar como favorita',
    makeFavouriteOf: 'Marcar como favorita la tarjeta {card}',
    remove: 'Eliminar',
    removeOf: 'Eliminar la tarjeta {card}',
    removeTitle: '¿Eliminar tarjeta?',
    removeText:
      'La tarjeta {card} se eliminará de tu cuenta. Para volver a usarla, tendrás que agregarla otra vez.',
    removeConfirm: 'Eliminar tarjeta',
    removing: 'Eliminando…',
    cancel: 'Cancelar',
    add: 'Agregar tarjeta',
    addTitle: 'Nueva tarjeta',
    addNote: 'El número va protegido directo al servicio de tarjetas y no queda guardado en esta página.',
    number: 'Número de la tarjeta',
    numberHint: 'De 13 a 16 dígitos.',
    brandIs: 'Marca: {brand}',
    brandUnknown: 'Marca no aceptada. Usá Visa, Mastercard, American Express, Elo, Hipercard o Diners Club.',
    holder: 'Nombre como figura en la tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvv: 'Código de seguridad (CVV)',
    save: 'Guardar tarjeta',
    saving: 'Guardando…',
    retry: 'Intentar de nuevo',
    added: 'Tarjeta {card} agregada.',
    favouriteSet: 'La tarjeta {card} ahora es tu favorita.',
    removed: 'Tarjeta {card} eliminada.',
  },
});

/** The translator of {@link paymentCardsMessages}. */
export type PaymentCardsT = Translate<(typeof paymentCardsMessages)['pt-BR']>;
