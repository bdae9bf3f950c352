import { defineMessages, type Translate } from '../../../core/i18n.ts';

/** Texts of the account's standing: the loyalty dealer, the last update, the terms asked again. */
export const standingMessages = defineMessages({
  'pt-BR': {
    title: 'Sua conta',
    loyaltyDealer: 'Concessionária do programa de fidelidade',
    noLoyaltyDealer: 'Nenhuma concessionária associada',
    lastUpdate: 'Última atualização dos dados',
    noUpdate: 'Nenhuma alteração registrada',
    unavailable: 'Indisponível no momento',
    agreementTitle: 'Termos de uso',
    agreementText: 'Quer ler e aceitar os termos de uso novamente? Eles serão pedidos no seu próximo acesso.',
    agreementButton: 'Pedir os termos de novo',
    agreementSending: 'Enviando…',
    agreementDone: 'Pronto: os termos de uso serão pedidos no seu próximo acesso.',
    failure: 'Um erro ocorreu, tente novamente',
    retry: 'Tentar novamente',
  },
  'es-AR': {
    title: 'Tu cuenta',
    loyaltyDealer: 'Concesionario del programa de fidelidad',
    noLoyaltyDealer: 'Ningún concesionario asociado',
    lastUpdate: 'Última actualización de los datos',
    noUpdate: 'No hay cambios registrados',
    unavailable: 'No disponible en este momento',
    agreementTitle: 'Términos de uso',
    agreementText:
      '¿Querés leer y aceptar los términos de uso otra vez? Te los vamos a pedir en tu próximo ingreso.',
    agreementButton: 'Pedir los términos otra vez',
    agreementSending: 'Enviando…',
    agreementDone: 'Listo: te vamos a pedir los términos de uso en tu próximo ingreso.',
    failure: 'Ocurrió un error, intentá de nuevo',
    retry: 'Intentar de nuevo',
  },
});

/** The translator of {@link standingMessages}. */
export type StandingT = Translate<(typeof standingMessages)['pt-BR']>;
