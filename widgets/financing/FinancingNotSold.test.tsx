import { describeNoCarWidget } from '../../test/notSoldForm.ts';
import './financing.element.ts';

describeNoCarWidget('hub-financing', {
  markup: '<hub-financing source="ZFLOW"></hub-financing>',
  askForCar: 'Configure um carro ou informe o veículo para simular.',
  controls: ['slider'],
});
