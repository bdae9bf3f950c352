import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * Texts of hub-account's frame (each section has its own i18n.ts). Seed message verbatim: 'Um erro
 * ocorreu, tente novamente' for a failed load.
 */
export const accountMessages = defineMessages({
  'pt-BR': {
    title: 'Minha conta',
    signedOut: 'Entre na sua conta para ver e editar seus dados.',
    signIn: 'Entrar',
    loading: 'Carregando seus dados…',
    failure: 'Um erro ocorreu, tente novamente',
  },
  'es-AR': {
    title: 'Mi cuenta',
    signedOut: 'Ingresá a tu cuenta para ver y editar tus datos.',
    signIn: 'Ingresar',
    loading: 'Cargando tus datos…',
    failure: 'Ocurrió un error, intentá de nuevo',
  },
});

/** The translator of {@link accountMessages}. */
export type AccountT = Translate<(typeof accountMessages)['pt-BR']>;
