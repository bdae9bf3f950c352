import { defineMessages } from '../i18n.ts';

/**
 * Texts of the form kit (contact fields, consents, the prefill note), moved verbatim from the lead form, the
 * test drive and the WhatsApp chat, where they were the same. A form passes its own label where it
 * says something else (the WhatsApp phone). The retry button says the core's 'Tentar novamente'.
 */
export const formMessages = defineMessages({
  'pt-BR': {
    name: 'Nome completo',
    email: 'E-mail',
    phone: 'Celular',
    phoneHint: 'Com DDD',
    cpf: 'CPF',
    cpfOptional: 'CPF (opcional)',
    document: 'CPF ou CNPJ',
    documentOptional: 'CPF ou CNPJ (opcional)',
    consentsLegend: 'Aceito receber contato por',
    allowSMS: 'SMS e telefone',
    allowWhatsApp: 'WhatsApp',
    allowEmail: 'E-mail',
    prefilled: 'Preenchemos alguns campos com os dados da sua conta.',
  },
  'es-AR': {
    name: 'Nombre y apellido',
    email: 'E-mail',
    phone: 'Celular',
    phoneHint: 'Con código de área, sin 0 ni 15',
    cpf: 'CUIL',
    cpfOptional: 'CUIL (opcional)',
    document: 'CUIL',
    documentOptional: 'CUIL (opcional)',
    consentsLegend: 'Acepto recibir contacto por',
    allowSMS: 'SMS y teléfono',
    allowWhatsApp: 'WhatsApp',
    allowEmail: 'E-mail',
    prefilled: 'Completamos algunos campos con los datos de tu cuenta.',
  },
});

/** A message id of the form kit. */
export type FormMessage = keyof (typeof formMessages)['pt-BR'];
