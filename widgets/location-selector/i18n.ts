import { defineMessages } from '../../core/i18n.ts';

/** Texts of hub-location-selector (state and city labels are the shared pieces'). */
export const locationSelectorMessages = defineMessages({
  'pt-BR': {
    title: 'Onde você está?',
    intro: 'Informe seu estado e sua cidade para ver preços, ofertas e concessionárias da sua região.',
    confirm: 'Confirmar localização',
    confirming: 'Confirmando…',
    cancel: 'Cancelar',
    current: 'Sua localização',
    place: '{city} – {state}',
    change: 'Alterar localização',
    trigger: 'Informe sua localização',
    triggerLabel: 'Sua localização: {place}. Alterar',
    confirmed: 'Localização confirmada: {place}.',
    noDealers: 'Ainda não há concessionárias da marca nesta cidade; ofertas regionais não se aplicam.',
    failedDetail: 'Seu estado e sua cidade continuam escolhidos.',
  },
  'es-AR': {
    title: '¿Dónde estás?',
    intro: 'Indicá tu provincia y tu ciudad para ver precios, ofertas y concesionarios de tu zona.',
    confirm: 'Confirmar ubicación',
    confirming: 'Confirmando…',
    cancel: 'Cancelar',
    current: 'Tu ubicación',
    place: '{city}, {state}',
    change: 'Cambiar ubicación',
    trigger: 'Indicá tu ubicación',
    triggerLabel: 'Tu ubicación: {place}. Cambiar',
    confirmed: 'Ubicación confirmada: {place}.',
    noDealers: 'Todavía no hay concesionarios de la marca en esta ciudad; las ofertas regionales no aplican.',
    failedDetail: 'Tu provincia y tu ciudad siguen elegidas.',
  },
});
