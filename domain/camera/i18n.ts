import { defineMessages } from '../../core/i18n.ts';

/**
 * What the camera scanners say when the camera cannot be used (hub-vin-scanner, hub-promotion's QR
 * step). Seed message verbatim: 'Um erro ocorreu, tente novamente'.
 */
export const cameraMessages = defineMessages({
  'pt-BR': {
    'problem.no-camera': 'Nenhuma câmera encontrada neste aparelho.',
    'problem.no-camera.detail': 'Conecte uma câmera ou use outro aparelho e tente novamente.',
    'problem.denied': 'O acesso à câmera foi negado.',
    'problem.denied.detail':
      'Permita o uso da câmera para este site nas configurações do navegador e tente novamente.',
    'problem.busy': 'A câmera está sendo usada por outro aplicativo.',
    'problem.busy.detail': 'Feche o aplicativo ou a aba que está usando a câmera e tente novamente.',
    'problem.unsupported': 'Este navegador não permite usar a câmera nesta página.',
    'problem.unsupported.detail': 'Abra a página em um navegador atualizado, em uma conexão segura (https).',
    'problem.failed': 'Um erro ocorreu, tente novamente',
    'problem.failed.detail': 'Não foi possível iniciar a leitura do código de barras.',
  },
  'es-AR': {
    'problem.no-camera': 'No encontramos ninguna cámara en este dispositivo.',
    'problem.no-camera.detail': 'Conectá una cámara o usá otro dispositivo e intentá de nuevo.',
    'problem.denied': 'Se denegó el acceso a la cámara.',
    'problem.denied.detail':
      'Permití el uso de la cámara para este sitio en la configuración del navegador e intentá de nuevo.',
    'problem.busy': 'La cámara está siendo usada por otra aplicación.',
    'problem.busy.detail': 'Cerrá la aplicación o la pestaña que está usando la cámara e intentá de nuevo.',
    'problem.unsupported': 'Este navegador no permite usar la cámara en esta página.',
    'problem.unsupported.detail':
      'Abrí la página en un navegador actualizado, con una conexión segura (https).',
    'problem.failed': 'Ocurrió un error, intentá de nuevo',
    'problem.failed.detail': 'No fue posible iniciar la lectura del código de barras.',
  },
});
