import { defineMessages } from './i18n.ts';

/** Texts every widget shares: configuration messages, the generic failure, popups. */
export const coreMessages = defineMessages({
  'pt-BR': {
    genericError: 'Um erro ocorreu, tente novamente',
    loginError: 'Ocorreu um erro, tente novamente',
    retry: 'Tentar novamente',
    close: 'Fechar',
    loading: 'Carregando…',
    configTitle: 'Este componente não está configurado corretamente',
    'config.unknown-brand': 'A marca “{value}” não é reconhecida.',
    'config.unknown-market': 'O mercado “{value}” não é reconhecido.',
    'config.unknown-skin': 'O tema “{value}” não é reconhecido.',
    'config.invalid-attribute': 'O atributo “{field}” tem um valor inválido: “{value}”.',
    'config.invalid-setting': 'A configuração “{field}” tem um valor inválido: “{value}”.',
    'config.missing-service': 'O serviço “{field}” não foi declarado na página.',
    'config.crash': 'Não foi possível exibir este conteúdo.',
    popupSuccess: 'Sucesso',
    popupError: 'Erro',
  },
  'es-AR': {
    genericError: 'Ocurrió un error, intentá de nuevo',
    loginError: 'Ocurrió un error, intentá de nuevo',
    retry: 'Intentar de nuevo',
    close: 'Cerrar',
    loading: 'Cargando…',
    configTitle: 'Este componente no está configurado correctamente',
    'config.unknown-brand': 'La marca “{value}” no es reconocida.',
    'config.unknown-market': 'El mercado “{value}” no es reconocido.',
    'config.unknown-skin': 'El tema “{value}” no es reconocido.',
    'config.invalid-attribute': 'El atributo “{field}” tiene un valor inválido: “{value}”.',
    'config.invalid-setting': 'La configuración “{field}” tiene un valor inválido: “{value}”.',
    'config.missing-service': 'El servicio “{field}” no fue declarado en la página.',
    'config.crash': 'No fue posible mostrar este contenido.',
    popupSuccess: 'Éxito',
    popupError: 'Error',
  },
});
