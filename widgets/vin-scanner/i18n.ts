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
  },
});

/** A message id of hub-vin-scanner. */
export type VinScannerMessage = keyof (typeof vinScannerMessages)['pt-BR'];
