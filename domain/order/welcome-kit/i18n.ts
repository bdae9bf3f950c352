import { defineMessages } from '../../../core/i18n.ts';
import { orderAddressTexts } from '../addressTexts.ts';

/** Texts of the welcome-kit gift and its delivery address, shared by hub-reservation and hub-my-orders. */
export const welcomeKitMessages = defineMessages({
  'pt-BR': {
    ...orderAddressTexts['pt-BR'],
    kitTitle: 'Kit de boas-vindas',
    kitText: 'Você ganhou um presente: {gift}. Diga para onde enviamos.',
    kitLoadFailed: 'Não foi possível carregar o kit de boas-vindas.',
    kitFormTitle: 'Endereço de entrega do presente',
    recipientName: 'Nome de quem recebe',
    kitSend: 'Enviar endereço',
    kitSending: 'Enviando o endereço…',
    kitSent: 'Endereço do presente enviado. O kit será entregue em {address}.',
    kitFailed: 'Não foi possível enviar o endereço do presente. Tente novamente.',
    kitChange: 'Alterar endereço',
    retry: 'Tentar novamente',
    requiredNote: 'Campos com * são obrigatórios.',
  },
  'es-AR': {
    ...orderAddressTexts['es-AR'],
    kitTitle: 'Kit de bienvenida',
    kitText: 'Ganaste un regalo: {gift}. Decinos a dónde lo enviamos.',
    kitLoadFailed: 'No pudimos cargar el kit de bienvenida.',
    kitFormTitle: 'Domicilio de entrega del regalo',
    recipientName: 'Nombre de quien lo recibe',
    kitSend: 'Enviar domicilio',
    kitSending: 'Enviando el domicilio…',
    kitSent: 'Domicilio del regalo enviado. El kit se entregará en {address}.',
    kitFailed: 'No pudimos enviar el domicilio del regalo. Intentá nuevamente.',
    kitChange: 'Cambiar domicilio',
    retry: 'Intentar nuevamente',
    requiredNote: 'Los campos con * son obligatorios.',
  },
});
