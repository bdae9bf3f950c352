import { defineMessages } from '../../core/i18n.ts';

/** Texts of hub-vin-scanner. Seed message verbatim: 'Um erro ocorreu, tente novamente'. */
export const vinScannerMessages = defineMessages({
  'pt-BR': {
    title: 'Ler o chassi pela câmera',
    intro:
      'Aponte a câmera para o código de barras do chassi (VIN), na etiqueta da porta ou na base do para-brisa.',
    start: 'Ler chassi',
    startAgain: 'Ler outro chassi',
    stop: 'Parar câmera',
    retry: 'Tentar novamente',
    preview: 'Imagem da câmera para a leitura do código de barras',
    camera: 'Câmera',
    cameraFallback: 'Câmera {n}',
    zoom: 'Zoom',
    zoomValue: '{value}×',
    torch: 'Lanterna',
    statusStarting: 'Abrindo a câmera…',
    statusScanning: 'Procurando o código de barras. Centralize-o na moldura.',
    statusDetected: 'Chassi lido: {vin}.',
    statusDetectedContinuous: 'Chassi lido: {vin}. Aponte para outro código para continuar.',
    statusStopped: 'Câmera desligada.',
    results: 'Chassis lidos',
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
    title: 'Escanear el chasis con la cámara',
    intro:
      'Apuntá la cámara al código de barras del número de chasis (VIN), en la etiqueta de la puerta o en la base del parabrisas.',
    start: 'Escanear chasis',
    startAgain: 'Escanear otro chasis',
    stop: 'Detener cámara',
    retry: 'Intentar de nuevo',
    preview: 'Imagen de la cámara para leer el código de barras',
    camera: 'Cámara',
    cameraFallback: 'Cámara {n}',
    zoom: 'Zoom',
    zoomValue: '{value}×',
    torch: 'Linterna',
    statusStarting: 'Abriendo la cámara…',
    statusScanning: 'Buscando el código de barras. Centralo en el recuadro.',
    statusDetected: 'Chasis leído: {vin}.',
    statusDetectedContinuous: 'Chasis leído: {vin}. Apuntá a otro código para seguir.',
    statusStopped: 'Cámara apagada.',
    results: 'Chasis leídos',
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

/** A message id of hub-vin-scanner. */
export type VinScannerMessage = keyof (typeof vinScannerMessages)['pt-BR'];
