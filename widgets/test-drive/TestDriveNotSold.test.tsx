import { describeModelListForm } from '../../test/notSoldForm.ts';
import './test-drive.element.ts';

describeModelListForm('hub-test-drive', {
  'pt-BR': 'Agende seu test drive',
  'es-AR': 'Agendá tu test drive',
});
