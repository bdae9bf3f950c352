import { defineMessages, type Translate } from '../../../core/i18n.ts';

/**
 * Texts of the proposals section (the statuses' words are domain/proposal's). Seed message verbatim:
 * 'Um erro ocorreu, tente novamente'.
 */
export const proposalsMessages = defineMessages({
  'pt-BR': {
    title: 'Propostas de financiamento',
    loading: 'Carregando suas propostas…',
    failure: 'Um erro ocorreu, tente novamente',
    empty: 'Você ainda não enviou propostas de financiamento.',
    listLabel: 'Suas propostas',
    sentOn: 'Enviada em {date}',
    status: 'Situação: {status}',
    download: 'Baixar voucher',
    downloadOf: 'Baixar voucher da proposta {number}',
    voucherTitle: 'Voucher da proposta',
    voucherNumber: 'Número da proposta',
    voucherVehicle: 'Veículo',
    voucherBuyer: 'Comprador',
    voucherDocument: 'Documento',
    voucherDealer: 'Concessionária',
    voucherTotal: 'Valor total',
    voucherEntrance: 'Entrada',
    voucherFinal: 'Parcela final',
    voucherTerm: 'Prazo',
    voucherTermValue: '{months} meses',
    voucherInstallment: 'Valor da parcela',
    voucherValidity: 'Validade',
    voucherStatus: 'Situação',
  },
  'es-AR': {
    title: 'Solicitudes de financiación',
    loading: 'Cargando tus solicitudes…',
    failure: 'Ocurrió un error, intentá de nuevo',
    empty: 'Todavía no enviaste solicitudes de financiación.',
    listLabel: 'Tus solicitudes',
    sentOn: 'Enviada el {date}',
    status: 'Estado: {status}',
    download: 'Descargar voucher',
    downloadOf: 'Descargar voucher de la solicitud {number}',
    voucherTitle: 'Voucher de la solicitud',
    voucherNumber: 'Número de solicitud',
    voucherVehicle: 'Vehículo',
    voucherBuyer: 'Comprador',
    voucherDocument: 'Documento',
    voucherDealer: 'Concesionario',
    voucherTotal: 'Valor total',
    voucherEntrance: 'Anticipo',
    voucherFinal: 'Cuota final',
    voucherTerm: 'Plazo',
    voucherTermValue: '{months} meses',
    voucherInstallment: 'Valor de la cuota',
    voucherValidity: 'Validez',
    voucherStatus: 'Estado',
  },
});

/** The translator of {@link proposalsMessages}. */
export type ProposalsT = Translate<(typeof proposalsMessages)['pt-BR']>;
