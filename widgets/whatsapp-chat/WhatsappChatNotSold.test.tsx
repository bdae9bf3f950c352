import { describeModelListForm } from '../../test/notSoldForm.ts';
import './whatsapp-chat.element.ts';

describeModelListForm('hub-whatsapp-chat', {
  'pt-BR': 'Converse pelo WhatsApp',
  'es-AR': 'Chateá por WhatsApp',
});
