import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-whatsapp-chat: everything the element, custom-elements.json and the host types are derived from. */
export const whatsappChatSpec = defineWidgetSpec({
  tag: 'hub-whatsapp-chat',
  className: 'HubWhatsappChat',
  description:
    "WhatsApp chat start: model and version, dealer (picked, or fixed by `dealer-code`), name, phone, e-mail, optional CPF/CUIL and visit date; the phone is checked (Phone/valid, 3000 ms time-out, retried after 500 ms, 3 attempts), then the start payload is sent; success opens the chat in a new window and fires hub-submit-success, otherwise the same window; a failure shows 'Falha ao iniciar conversa no WhatsApp' for 4000 ms and fires hub-submit-error.",
  props: {
    modelCode: { type: 'string', description: 'Preselected model code (catalogue).' },
    mvsCode: { type: 'string', description: 'Preselected version (MVS code).' },
    color: { type: 'string', description: 'Colour name sent with the chat start.' },
    dealerCode: { type: 'string', description: 'The dealer to talk to; without it the shopper picks one.' },
    apiVersion: {
      type: 'enum',
      values: ['v1', 'v2'],
      default: 'v1',
      description: 'Version segment of `{version}/Lead/send`.',
    },
  },
  events: {
    'hub-submit-success': 'The chat was started and opened (`form`).',
    'hub-submit-error': 'The chat could not be started (`form`, `code`).',
  },
  services: { required: ['whatsapp', 'dealers', 'location', 'catalog'], optional: [] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-whatsapp-chat, inferred from {@link whatsappChatSpec}. */
export type WhatsappChatProps = SpecProps<typeof whatsappChatSpec>;
