import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { WhatsappChat } from './WhatsappChat.tsx';
import styles from './whatsapp-chat.css?inline';
import { whatsappChatProps } from './whatsapp-chat.props.ts';

defineWidget('hub-whatsapp-chat', WhatsappChat, {
  props: whatsappChatProps,
  styles: sharedStyles + styles,
  services: ['whatsapp', 'dealers', 'location', 'catalog'],
});
