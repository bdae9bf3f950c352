import { defineMessages } from '../../core/i18n.ts';

/** Texts of hub-dealer-picker (the search and list texts are the shared pieces'). */
export const dealerPickerMessages = defineMessages({
  'pt-BR': {
    title: 'Encontre uma concessionária',
    intro: 'Busque pelo CEP, endereço, cidade ou pela sua localização e escolha quem vai atender você.',
    introNoPostalCode:
      'Busque pelo endereço, cidade ou pela sua localização e escolha quem vai atender você.',
    confirm: 'Escolher esta concessionária',
    chooseFirst: 'Escolha uma concessionária da lista.',
    chosenTitle: 'Concessionária escolhida',
    change: 'Escolher outra concessionária',
  },
  'es-AR': {
    title: 'Encontrá un concesionario',
    intro: 'Buscá por código postal, dirección, ciudad o tu ubicación y elegí quién te va a atender.',
    introNoPostalCode: 'Buscá por dirección, ciudad o tu ubicación y elegí quién te va a atender.',
    confirm: 'Elegir este concesionario',
    chooseFirst: 'Elegí un concesionario de la lista.',
    chosenTitle: 'Concesionario elegido',
    change: 'Elegir otro concesionario',
  },
  brands: {
    jeep: {
      'pt-BR': { title: 'Encontre uma concessionária Jeep®' },
      'es-AR': { title: 'Encontrá un concesionario Jeep®' },
    },
  },
});
