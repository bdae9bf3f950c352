import type { PropSpecs } from '../../core/define-widget.ts';
import type { WhatsappChatProps } from './WhatsappChat.tsx';

/** Attributes of hub-whatsapp-chat, documented in custom-elements.json. */
export const whatsappChatProps: PropSpecs<WhatsappChatProps> = {
  modelCode: { type: 'string' },
  mvsCode: { type: 'string' },
  color: { type: 'string' },
  dealerCode: { type: 'string' },
  apiVersion: { type: 'enum', values: ['v1', 'v2'], default: 'v1' },
};
