import { defineMessages } from '../../core/i18n.ts';
import { planMessages } from '../../domain/financing/i18n.ts';
import { proposalMessages } from './proposal/i18n.ts';
import { resultMessages } from './result/i18n.ts';
import { simulationMessages } from './simulation/i18n.ts';

/** Texts of the flow itself and those several screens share. */
const commonMessages = defineMessages({
  'pt-BR': {
    noCar: 'Configure um carro ou informe o veículo para simular.',
    noColor: 'Escolha a cor do carro para simular o financiamento.',
    sending: 'Enviando proposta…',
    back: 'Voltar',
    continue: 'Continuar',
    retry: 'Tentar novamente',
    voucherTermValue: '{months} meses',
    comparatorCosts: 'Taxa e CET',
    configError: 'Informe mvs, year e price (ou coloque o configurador na página).',
    carChanged: 'O carro mudou: o plano escolhido foi descartado e o financiamento simulado de novo.',
    stages: 'Etapas do financiamento',
    'stage.simulation': 'Simulação',
    'stage.plan': 'Plano',
    'stage.data': 'Seus dados',
    'stage.terms': 'Termos',
    'stage.result': 'Resultado',
  },
  'es-AR': {
    noCar: 'Configurá un auto o indicá el vehículo para simular.',
    noColor: 'Elegí el color del auto para simular la financiación.',
    sending: 'Enviando solicitud…',
    back: 'Volver',
    continue: 'Continuar',
    retry: 'Reintentar',
    voucherTermValue: '{months} meses',
    comparatorCosts: 'Tasa y CFT',
    configError: 'Indicá mvs, year y price (o agregá el configurador a la página).',
    carChanged: 'El auto cambió: descartamos el plan elegido y volvimos a simular la financiación.',
    stages: 'Pasos de la financiación',
    'stage.simulation': 'Simulación',
    'stage.plan': 'Plan',
    'stage.data': 'Tus datos',
    'stage.terms': 'Términos',
    'stage.result': 'Resultado',
  },
});

const ptBR = {
  ...commonMessages['pt-BR'],
  ...planMessages['pt-BR'],
  ...simulationMessages['pt-BR'],
  ...proposalMessages['pt-BR'],
  ...resultMessages['pt-BR'],
};

/** The messages of hub-financing (pt-BR, es-AR): the flow's and every screen's. */
export const financingMessages = defineMessages<typeof ptBR>({
  'pt-BR': ptBR,
  'es-AR': {
    ...commonMessages['es-AR'],
    ...planMessages['es-AR'],
    ...simulationMessages['es-AR'],
    ...proposalMessages['es-AR'],
    ...resultMessages['es-AR'],
  },
});

/** The dictionaries financingMessages is made of (the plan's figures from domain/financing); each text in one only. */
export const FINANCING_DICTIONARIES = [
  commonMessages,
  planMessages,
  simulationMessages,
  proposalMessages,
  resultMessages,
];

/** Translator type of hub-financing. */
export type FinancingT = (id: keyof typeof ptBR & string, vars?: Record<string, string | number>) => string;
