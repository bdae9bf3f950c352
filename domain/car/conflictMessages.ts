import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * Texts of the item-conflicts modal (seed 000 §4, seed 001 §4 "Simulator"): what a change adds and
 * removes, the alternatives to choose from, the colour to change to. Shared by hub-configurator and
 * hub-quotation-simulator.
 */
export const conflictMessages = defineMessages({
  'pt-BR': {
    conflictTitle: 'Confirme a alteração',
    conflictAdd: 'Serão adicionados:',
    conflictRemove: 'Serão removidos:',
    conflictChoose: 'Escolha uma opção para {part}:',
    conflictColor: 'A cor {color} não é compatível. Escolha outra cor:',
    conflictColorLater: 'A cor atual não é compatível; você escolherá outra cor em seguida.',
    conflictColorStep: 'Você será levado à escolha de cor.',
    conflictBlocked: 'Não é possível alterar {part}: nenhuma opção compatível.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Fechar',
  },
  'es-AR': {
    conflictTitle: 'Confirmá el cambio',
    conflictAdd: 'Se van a agregar:',
    conflictRemove: 'Se van a quitar:',
    conflictChoose: 'Elegí una opción para {part}:',
    conflictColor: 'El color {color} no es compatible. Elegí otro color:',
    conflictColorLater: 'El color actual no es compatible; vas a elegir otro color a continuación.',
    conflictColorStep: 'Te vamos a llevar a la elección de color.',
    conflictBlocked: 'No se puede cambiar {part}: ninguna opción compatible.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
});

/** Translator of {@link conflictMessages}. */
export type ConflictT = Translate<(typeof conflictMessages)['pt-BR']>;
