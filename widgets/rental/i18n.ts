import { defineMessages } from '../../core/i18n.ts';

/** Texts shared by the screens of hub-rental. The generic failure is the core's ('Um erro ocorreu, tente novamente'). */
export const rentalMessages = defineMessages({
  'pt-BR': {
    notOffered: 'A locação não está disponível para esta marca.',
    notOfferedDetail: 'Locação para empresas é oferecida pelas marcas Jeep, Fiat, Citroën, Peugeot e Ram.',
    signedOut: 'Entre na sua conta para continuar.',
    signedOutDetail: 'A locação para empresas é feita com o login da sua conta.',
    requiredNote: 'Campos marcados com * são obrigatórios.',
    fixErrors: 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
    cuitRequired: 'Informe o CUIT da empresa',
    cuitInvalid: 'Informe um CUIT válido',
  },
  'es-AR': {
    notOffered: 'El alquiler no está disponible para esta marca.',
    notOfferedDetail: 'El alquiler para empresas lo ofrecen las marcas Jeep, Fiat, Citroën, Peugeot y Ram.',
    signedOut: 'Ingresá a tu cuenta para continuar.',
    signedOutDetail: 'El alquiler para empresas se gestiona con el acceso de tu cuenta.',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    fixErrors: 'TODAVÍA HAY CAMPOS POR COMPLETAR',
    cuitRequired: 'Ingresá el CUIT de la empresa',
    cuitInvalid: 'Ingresá un CUIT válido',
  },
});
