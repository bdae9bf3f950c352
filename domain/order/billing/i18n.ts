import { defineMessages } from '../../../core/i18n.ts';
import { orderAddressTexts } from '../addressTexts.ts';

/** Texts of the billing data (personal data, then the address), shared by hub-reservation and hub-my-orders. */
export const billingMessages = defineMessages({
  'pt-BR': {
    ...orderAddressTexts['pt-BR'],
    billingTitle: 'Dados de faturamento',
    personalData: 'Dados pessoais',
    addressData: 'Endereço',
    paymentApproved: 'Pagamento aprovado! Agora complete seus dados de faturamento.',
    requiredNote: 'Campos com * são obrigatórios.',
    missingFields: 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
    continue: 'Continuar',
    back: 'Voltar',
    name: 'Nome completo',
    document: 'CPF ou CNPJ',
    cuil: 'CUIL',
    email: 'E-mail',
    phone: 'Celular',
  },
  'es-AR': {
    ...orderAddressTexts['es-AR'],
    billingTitle: 'Datos de facturación',
    personalData: 'Datos personales',
    addressData: 'Domicilio',
    paymentApproved: '¡Pago aprobado! Ahora completá tus datos de facturación.',
    requiredNote: 'Los campos con * son obligatorios.',
    missingFields: 'TODAVÍA HAY CAMPOS POR COMPLETAR',
    continue: 'Continuar',
    back: 'Volver',
    name: 'Nombre completo',
    document: 'CPF o CNPJ',
    cuil: 'CUIL',
    email: 'E-mail',
    phone: 'Celular',
  },
});
