import { defineMessages, type Translate } from '../../core/i18n.ts';

/** Financing proposal statuses, in the seed's order (seed 000 §4: 25 codes). */
export const PROPOSAL_STATUSES = [
  'PROPOSAL_SENT',
  'PROGRESS_PROPOSAL',
  'REANALYSIS_PROPOSAL',
  'PENDING_PROPOSAL',
  'APPROVED_PROPOSAL',
  'RELEASED_PROPOSAL',
  'INTEGRATED_PROPOSAL',
  'DIRECTED_PROPOSAL',
  'DENIED_PROPOSAL',
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'DOCUMENT_ANALYSIS',
  'PENDING_DOCUMENT',
  'PAYMENT_AVAILABLE',
  'PENDING_REGISTER_INFO',
  'PENDING_CONTRACT_SIGN',
  'PAYED_PROPOSAL',
  'PENDING_CONTRACT_DISCHARGE',
  'PENDING_TAX_DISCHARGE',
  'WARRANTY_ANALYSIS',
  'PAYMENT_ON_RELEASE',
  'PAYMENT_ERROR',
  'PAYMENT_DONE',
  'WAITING_INTEGRATION',
  'PROPOSAL_FORMALIZATION',
] as const;

/** A financing proposal status. */
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Whether a status is one of the seed's (to say it in words). */
export const isKnownStatus = (status: string): status is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly string[]).includes(status);

/** Whether the status leads to the formalize button (seed 000 §4). */
export const canFormalize = (status: string) =>
  status === 'FORMALIZATION' || status === 'PROPOSAL_FORMALIZATION';

/** Every proposal status in words, pt-BR and es-AR (c-BR falls back to pt-BR). */
export const proposalStatusMessages = defineMessages({
  'pt-BR': {
    PROPOSAL_SENT: 'Proposta enviada',
    PROGRESS_PROPOSAL: 'Proposta em andamento',
    REANALYSIS_PROPOSAL: 'Proposta em reanálise',
    PENDING_PROPOSAL: 'Proposta pendente',
    APPROVED_PROPOSAL: 'Proposta aprovada',
    RELEASED_PROPOSAL: 'Crédito liberado',
    INTEGRATED_PROPOSAL: 'Proposta integrada',
    DIRECTED_PROPOSAL: 'Proposta direcionada',
    DENIED_PROPOSAL: 'Proposta recusada',
    APPROVED_FRAUD: 'Aprovada na análise antifraude',
    FORMALIZATION: 'Em formalização',
    DOCUMENT_ANALYSIS: 'Documentos em análise',
    PENDING_DOCUMENT: 'Documento pendente',
    PAYMENT_AVAILABLE: 'Pagamento disponível',
    PENDING_REGISTER_INFO: 'Dados cadastrais pendentes',
    PENDING_CONTRACT_SIGN: 'Assinatura do contrato pendente',
    PAYED_PROPOSAL: 'Proposta paga',
    PENDING_CONTRACT_DISCHARGE: 'Baixa do contrato pendente',
    PENDING_TAX_DISCHARGE: 'Baixa de tributos pendente',
    WARRANTY_ANALYSIS: 'Garantia em análise',
    PAYMENT_ON_RELEASE: 'Pagamento em liberação',
    PAYMENT_ERROR: 'Erro no pagamento',
    PAYMENT_DONE: 'Pagamento realizado',
    WAITING_INTEGRATION: 'Aguardando integração',
    PROPOSAL_FORMALIZATION: 'Formalização da proposta',
  },
  'es-AR': {
    PROPOSAL_SENT: 'Solicitud enviada',
    PROGRESS_PROPOSAL: 'Solicitud en curso',
    REANALYSIS_PROPOSAL: 'Solicitud en reanálisis',
    PENDING_PROPOSAL: 'Solicitud pendiente',
    APPROVED_PROPOSAL: 'Solicitud aprobada',
    RELEASED_PROPOSAL: 'Crédito liberado',
    INTEGRATED_PROPOSAL: 'Solicitud integrada',
    DIRECTED_PROPOSAL: 'Solicitud derivada',
    DENIED_PROPOSAL: 'Solicitud rechazada',
    APPROVED_FRAUD: 'Aprobada en el control antifraude',
    FORMALIZATION: 'En formalización',
    DOCUMENT_ANALYSIS: 'Documentos en análisis',
    PENDING_DOCUMENT: 'Documento pendiente',
    PAYMENT_AVAILABLE: 'Pago disponible',
    PENDING_REGISTER_INFO: 'Datos de registro pendientes',
    PENDING_CONTRACT_SIGN: 'Firma del contrato pendiente',
    PAYED_PROPOSAL: 'Solicitud pagada',
    PENDING_CONTRACT_DISCHARGE: 'Cancelación del contrato pendiente',
    PENDING_TAX_DISCHARGE: 'Cancelación de impuestos pendiente',
    WARRANTY_ANALYSIS: 'Garantía en análisis',
    PAYMENT_ON_RELEASE: 'Pago en liberación',
    PAYMENT_ERROR: 'Error en el pago',
    PAYMENT_DONE: 'Pago realizado',
    WAITING_INTEGRATION: 'Esperando integración',
    PROPOSAL_FORMALIZATION: 'Formalización de la solicitud',
  },
});

/** The translator of {@link proposalStatusMessages}. */
export type ProposalStatusT = Translate<(typeof proposalStatusMessages)['pt-BR']>;

/** A status in words; a status the seeds do not name is shown as the service sent it. */
export function proposalStatusWords(t: ProposalStatusT, status: string): string {
  return isKnownStatus(status) ? t(status) : status;
}
