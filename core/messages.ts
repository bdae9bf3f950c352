import { defineMessages } from './i18n.ts';

/** Texts every widget shares: the generic failure, rate limit and offline, retry, loading, popups. */
export const coreMessages = defineMessages({
  'pt-BR': {
    genericError: 'Um erro ocorreu, tente novamente',
    loginError: 'Ocorreu um erro, tente novamente',
    retry: 'Tentar novamente',
    close: 'Fechar',
    loading: 'Carregando…',
    popupSuccess: 'Sucesso',
    popupError: 'Erro',
    rateLimited: 'Muitas tentativas, tente em {seconds} s',
    rateLimitOver: 'Você já pode tentar novamente.',
    offline: 'Você está sem conexão com a internet. Tentaremos de novo quando ela voltar.',
    offlineSend: 'Você está sem conexão com a internet. Confira a conexão e tente novamente.',
  },
  'es-AR': {
    genericError: 'Ocurrió un error, intentá de nuevo',
    loginError: 'Ocurrió un error, intentá de nuevo',
    retry: 'Intentar de nuevo',
    close: 'Cerrar',
    loading: 'Cargando…',
    popupSuccess: 'Éxito',
    popupError: 'Error',
    rateLimited: 'Demasiados intentos, probá en {seconds} s',
    rateLimitOver: 'Ya podés intentar de nuevo.',
    offline: 'No tenés conexión a internet. Vamos a intentar de nuevo cuando vuelva.',
    offlineSend: 'No tenés conexión a internet. Revisá la conexión e intentá de nuevo.',
  },
});
