export { openChat } from './openChat.ts';
export { chatUrl, startPayload } from './payload.ts';
export { validateWhatsapp } from './validation.ts';
export { WhatsappChat, type WhatsappChatProps } from './WhatsappChat.tsx';
