import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { WhatsappChat } from './WhatsappChat.tsx';
import styles from './whatsapp-chat.css?inline';
import { whatsappChatSpec } from './whatsapp-chat.spec.ts';

defineWidget(whatsappChatSpec, WhatsappChat, sharedStyles + styles);
