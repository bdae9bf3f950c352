import { defineMessages } from '../i18n.ts';

/**
 * Texts of {@link AddressFields}, apart from the kit's other texts (i18n.ts) so that only forms
 * with an address carry them; the labels moved verbatim from the lead form's address section.
 */
export const addressMessages = defineMessages({
  'pt-BR': {
    postalCode: 'CEP',
    street: 'Rua',
    number: 'Número',
    complement: 'Complemento',
    neighborhood: 'Bairro',
    city: 'Cidade',
    state: 'Estado',
    lookingUpPostalCode: 'Buscando endereço…',
    postalLookupFailed: 'Não foi possível buscar o endereço deste CEP agora.',
  },
  'es-AR': {
    postalCode: 'Código postal',
    street: 'Calle',
    number: 'Número',
    complement: 'Piso / depto.',
    neighborhood: 'Barrio',
    city: 'Ciudad',
    state: 'Provincia',
    lookingUpPostalCode: 'Buscando dirección…',
    postalLookupFailed: 'No fue posible buscar la dirección de este código postal ahora.',
  },
});
