import { defineMessages } from './i18n.ts';

/** Texts every widget shares: the generic failure, retry, loading, popups. */
export const coreMessages = defineMessages({
  'pt-BR': {
    genericError: 'Um erro ocorreu, tente novamente',
    loginError: 'Ocorreu um erro, tente novamente',
    retry: 'Tentar novamente',
    close: 'Fechar',
    loading: 'Carregando…',
    popupSuccess: 'Sucesso',
    popupError: 'Erro',
  },
  'es-AR': {
    genericError: 'Ocurrió un error, intentá de nuevo',
    loginError: 'Ocurrió un error, intentá de nuevo',
    retry: 'Intentar de nuevo',
    close: 'Cerrar',
    loading: 'Cargando…',
    popupSuccess: 'Éxito',
    popupError: 'Error',
  },
});
