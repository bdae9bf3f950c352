import { defineMessages } from './i18n.ts';

/**
 * Texts of the configuration message (`ConfigMessage`), one per `ConfigErrorCode`. Apart from the
 * core's shared texts: only a misconfigured widget downloads them, with the message itself.
 */
export const configMessages = defineMessages({
  'pt-BR': {
    configTitle: 'Este componente não está configurado corretamente',
    'config.unknown-brand': 'A marca “{value}” não é reconhecida.',
    'config.unknown-market': 'O mercado “{value}” não é reconhecido.',
    'config.unknown-skin': 'O tema “{value}” não é reconhecido.',
    'config.invalid-attribute': 'O atributo “{field}” tem um valor inválido: “{value}”.',
    'config.invalid-setting': 'A configuração “{field}” tem um valor inválido: “{value}”.',
    'config.missing-service': 'O serviço “{field}” não foi declarado na página.',
    'config.crash': 'Não foi possível exibir este conteúdo.',
  },
  'es-AR': {
    configTitle: 'Este componente no está configurado correctamente',
    'config.unknown-brand': 'La marca “{value}” no es reconocida.',
    'config.unknown-market': 'El mercado “{value}” no es reconocido.',
    'config.unknown-skin': 'El tema “{value}” no es reconocido.',
    'config.invalid-attribute': 'El atributo “{field}” tiene un valor inválido: “{value}”.',
    'config.invalid-setting': 'La configuración “{field}” tiene un valor inválido: “{value}”.',
    'config.missing-service': 'El servicio “{field}” no fue declarado en la página.',
    'config.crash': 'No fue posible mostrar este contenido.',
  },
});
