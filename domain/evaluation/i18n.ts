import { defineMessages } from '../../core/i18n.ts';

/**
 * Texts of the used-car evaluation (seed 000 §2 "Used-car evaluation", seed 001 §7): the rating, or the
 * seed's 'used-car rating unavailable for the vehicle'; a failing service says the seed's error.
 */
export const evaluationMessages = defineMessages({
  'pt-BR': {
    evaluate: 'Avaliar meu carro',
    evaluating: 'Avaliando o seu carro…',
    value: 'Valor estimado do seu carro: {amount}',
    valueNote: 'O valor é confirmado pela concessionária na entrega do carro.',
    unavailable: 'Avaliação do carro usado indisponível para o veículo.',
    failed: 'Um erro ocorreu, tente novamente',
    retry: 'Tentar novamente',
    evaluateForTradeIn: 'Avaliar para troca',
    evaluateForTradeInOf: 'Avaliar para troca: {car}',
    mileage: 'Quilometragem',
    tradeInValue: 'Carro usado na troca: {car}, avaliado em {amount}',
    tradeInUnrated: 'Carro usado na troca: {car}, avaliado na concessionária',
  },
  'es-AR': {
    evaluate: 'Tasar mi auto',
    evaluating: 'Tasando tu auto…',
    value: 'Valor estimado de tu auto: {amount}',
    valueNote: 'El concesionario confirma el valor al recibir el auto.',
    unavailable: 'Tasación del auto usado no disponible para el vehículo.',
    failed: 'Ocurrió un error, intentá nuevamente',
    retry: 'Intentar nuevamente',
    evaluateForTradeIn: 'Tasar para permuta',
    evaluateForTradeInOf: 'Tasar para permuta: {car}',
    mileage: 'Kilometraje',
    tradeInValue: 'Auto usado como parte de pago: {car}, tasado en {amount}',
    tradeInUnrated: 'Auto usado como parte de pago: {car}, tasado en el concesionario',
  },
});

/** Translator of the used-car evaluation. */
export type EvaluationT = import('../../core/i18n.ts').Translate<(typeof evaluationMessages)['pt-BR']>;
