import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * The offers marketplace's words in both markets: the price as each display type writes it
 * (`{price}`, `{from}`: money of the market; `{percent}`: a percentage; `{count}` installments of
 * `{value}`) and the labels of the vocabularies (api/offerVocabulary.ts).
 */
export const offerMessages = defineMessages({
  'pt-BR': {
    FULL_PRICE: '{price}',
    STARTS_WITH: 'A partir de {price}',
    FROM_TO: 'De {from} por {price}',
    PERCENT: '{percent} de desconto: {price}',
    INSTALLMENT: '{count}x de {value}',
    type_FCA: 'Oferta da montadora',
    type_DEALER: 'Oferta da concessionária',
    type_RENTAL: 'Oferta de locadora',
    scope_REGIONAL: 'Regional',
    scope_NATIONAL: 'Nacional',
    scope_DEALER_GROUP: 'Grupo de concessionárias',
    scope_ZONE: 'Zona',
    mopar_SERVICE: 'Serviço Mopar',
    mopar_ACCESSORY: 'Acessório Mopar',
    kind_COUPON: 'Cupom',
    kind_FIXED_PRICE: 'Preço fixo',
    payment_CASH: 'À vista',
    payment_FINANCING: 'Financiamento',
    payment_CONSORTIUM: 'Consórcio',
    payment_LEASING: 'Leasing',
  },
  'es-AR': {
    FULL_PRICE: '{price}',
    STARTS_WITH: 'Desde {price}',
    FROM_TO: 'De {from} a {price}',
    PERCENT: '{percent} de descuento: {price}',
    INSTALLMENT: '{count} cuotas de {value}',
    type_FCA: 'Oferta de la automotriz',
    type_DEALER: 'Oferta del concesionario',
    type_RENTAL: 'Oferta de rentadora',
    scope_REGIONAL: 'Regional',
    scope_NATIONAL: 'Nacional',
    scope_DEALER_GROUP: 'Grupo de concesionarios',
    scope_ZONE: 'Zona',
    mopar_SERVICE: 'Servicio Mopar',
    mopar_ACCESSORY: 'Accesorio Mopar',
    kind_COUPON: 'Cupón',
    kind_FIXED_PRICE: 'Precio fijo',
    payment_CASH: 'Contado',
    payment_FINANCING: 'Financiación',
    payment_CONSORTIUM: 'Plan de ahorro',
    payment_LEASING: 'Leasing',
  },
});

/** The translator of {@link offerMessages}. */
export type OfferT = Translate<(typeof offerMessages)['pt-BR']>;
