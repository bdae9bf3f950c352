/** pt-BR texts of the billing data. */
const ptBR = {
  billingTitle: 'Dados de faturamento',
  personalData: 'Dados pessoais',
  addressData: 'Endereço',
  paymentApproved: 'Pagamento aprovado! Agora complete seus dados de faturamento.',
};

/** Texts of the billing data (pt-BR, es-AR); `../i18n.ts` gathers them into the widget's messages. */
export const billingTexts = {
  'pt-BR': ptBR,
  'es-AR': {
    billingTitle: 'Datos de facturación',
    personalData: 'Datos personales',
    addressData: 'Domicilio',
    paymentApproved: '¡Pago aprobado! Ahora completá tus datos de facturación.',
  } satisfies Record<keyof typeof ptBR, string>,
};
