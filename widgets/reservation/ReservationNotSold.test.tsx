import { describeNoCarWidget } from '../../test/notSoldForm.ts';
import './reservation.element.ts';

describeNoCarWidget('hub-reservation', {
  markup: '<hub-reservation></hub-reservation>',
  askForCar: 'Configure um carro ou informe o veículo para reservar.',
  controls: ['link'],
});
