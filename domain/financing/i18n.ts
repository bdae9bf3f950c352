import { defineMessages } from '../../core/i18n.ts';

/**
 * Texts of a plan's figures (installment, entrance, final installment, total, rate, CET/CFT, IOF), the
 * same wherever a plan is shown: hub-financing and the offer-funding calculator spread them into theirs.
 */
export const planMessages = defineMessages({
  'pt-BR': {
    entrance: 'Entrada',
    finalInstallment: 'Parcela final',
    installmentLabel: 'Parcela mensal',
    total: 'Valor total',
    costRate: 'Taxa {rate} a.m.',
    costCet: 'CET {cet} a.a.',
    costIof: 'IOF {iof}',
  },
  'es-AR': {
    entrance: 'Anticipo',
    finalInstallment: 'Cuota final',
    installmentLabel: 'Cuota mensual',
    total: 'Valor total',
    costRate: 'Tasa {rate} mensual',
    costCet: 'CFT {cet} anual',
    costIof: 'IOF {iof}',
  },
});

/** A text id of a plan's figures. */
export type PlanText = keyof (typeof planMessages)['pt-BR'] & string;

/** A translator that knows the plan's texts (a widget's own translator, whose texts include them). */
export type PlanT = (id: PlanText, vars?: Record<string, string | number>) => string;
