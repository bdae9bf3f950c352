import { defineMessages } from '../../core/i18n.ts';
import { afterOrderTexts } from './after-order/i18n.ts';
import { documentsTexts } from './documents/i18n.ts';
import { paymentTexts } from './payment/i18n.ts';
import { registerTexts } from './register/i18n.ts';
import { showcaseTexts } from './showcase/i18n.ts';

/**
 * pt-BR texts of the whole flow (title, steps, timer) and those several screens share (actions, the
 * buyer's and the address fields). A text one screen folder uses lives in that folder's `i18n.ts`.
 */
const ptBR = {
  title: 'Reserve seu carro online',
  noCar: 'Configure um carro ou informe o veículo para reservar.',
  noColor: 'Escolha a cor do carro para reservar.',
  'step.showcase': 'Vitrine',
  'step.register': 'Cadastro',
  'step.reservation': 'Reserva',
  'step.payment': 'Pagamento',
  'step.billing': 'Dados de faturamento',
  'step.balance': 'Pagamento do saldo',
  'step.documents': 'Documentos',
  'step.security-photo': 'Foto de segurança',
  'step.concluded': 'Pedido concluído',
  steps: 'Etapas da compra',
  loading: 'Carregando…',
  genericError: 'Um erro ocorreu, tente novamente',
  retry: 'Tentar novamente',
  continue: 'Continuar',
  back: 'Voltar',
  requiredNote: 'Campos com * são obrigatórios.',
  missingFields: 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
  reservationAmount: 'Valor da reserva: {amount}',
  deducted: 'O valor da reserva é abatido do preço final do veículo.',
  dealer: 'Concessionária',
  name: 'Nome completo',
  document: 'CPF ou CNPJ',
  cuil: 'CUIL',
  email: 'E-mail',
  phone: 'Celular',
  timer: 'Tempo restante para concluir a reserva: {time}',
  timerLabel: 'Tempo restante para concluir a reserva',
  expired: 'Tempo esgotado',
  state: 'Estado (UF)',
  billetNote: 'A compensação do boleto pode levar até 3 dias úteis.',
  financingLink: 'Ir para o financiamento',
  photoTitle: 'Foto de segurança',
  photoLoadFailed: 'Não foi possível carregar a foto de segurança. Verifique sua conexão.',
  photoMobileOnly: 'A foto de segurança está disponível apenas em dispositivos móveis.',
  photoHandOver:
    'Aponte a câmera do celular para o QR code, ou abra o link no celular, e tire a foto por lá. Seu pedido continua aqui assim que a foto for enviada.',
  photoLink: 'Continuar no celular',
  photoQrAlt: 'QR code para continuar o pedido {id} no celular',
  photoWaiting: 'Aguardando a foto tirada no celular…',
};

const esAR = {
  title: 'Reservá tu auto online',
  noCar: 'Configurá un auto o indicá el vehículo para reservar.',
  noColor: 'Elegí el color del auto para reservar.',
  'step.showcase': 'Vidriera',
  'step.register': 'Registro',
  'step.reservation': 'Reserva',
  'step.payment': 'Pago',
  'step.billing': 'Datos de facturación',
  'step.balance': 'Pago del saldo',
  'step.documents': 'Documentos',
  'step.security-photo': 'Foto de seguridad',
  'step.concluded': 'Pedido concluido',
  steps: 'Pasos de la compra',
  loading: 'Cargando…',
  genericError: 'Ocurrió un error, intentá nuevamente',
  retry: 'Intentar nuevamente',
  continue: 'Continuar',
  back: 'Volver',
  requiredNote: 'Los campos con * son obligatorios.',
  missingFields: 'TODAVÍA HAY CAMPOS POR COMPLETAR',
  reservationAmount: 'Valor de la reserva: {amount}',
  deducted: 'El valor de la reserva se descuenta del precio final del vehículo.',
  dealer: 'Concesionario',
  name: 'Nombre completo',
  document: 'CPF o CNPJ',
  cuil: 'CUIL',
  email: 'E-mail',
  phone: 'Celular',
  timer: 'Tiempo restante para concluir la reserva: {time}',
  timerLabel: 'Tiempo restante para concluir la reserva',
  expired: 'Tiempo agotado',
  state: 'Provincia',
  billetNote: 'La acreditación de la boleta puede demorar hasta 3 días hábiles.',
  financingLink: 'Ir a la financiación',
  photoTitle: 'Foto de seguridad',
  photoLoadFailed: 'No pudimos cargar la foto de seguridad. Revisá tu conexión.',
  photoMobileOnly: 'La foto de seguridad está disponible solo en dispositivos móviles.',
  photoHandOver:
    'Apuntá la cámara del celular al código QR, o abrí el link en el celular, y sacá la foto desde ahí. Tu pedido sigue acá apenas se envíe la foto.',
  photoLink: 'Continuar en el celular',
  photoQrAlt: 'Código QR para continuar el pedido {id} en el celular',
  photoWaiting: 'Esperando la foto sacada en el celular…',
} satisfies Record<keyof typeof ptBR, string>;

/** Messages of hub-reservation; the seed's catalogue messages verbatim in Portuguese. */
export const reservationMessages = defineMessages({
  'pt-BR': {
    ...ptBR,
    ...showcaseTexts['pt-BR'],
    ...registerTexts['pt-BR'],
    ...paymentTexts['pt-BR'],
    ...documentsTexts['pt-BR'],
    ...afterOrderTexts['pt-BR'],
  },
  'es-AR': {
    ...esAR,
    ...showcaseTexts['es-AR'],
    ...registerTexts['es-AR'],
    ...paymentTexts['es-AR'],
    ...documentsTexts['es-AR'],
    ...afterOrderTexts['es-AR'],
  },
});

type Keys = keyof (typeof reservationMessages)['pt-BR'];

/** The translator of hub-reservation. */
export type ReservationT = (id: Keys, vars?: Record<string, string | number>) => string;
