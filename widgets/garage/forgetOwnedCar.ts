import type { GarageCar } from '../../api/garage.ts';
import type { Brand } from '../../core/brands.ts';
import type { ConfiguratorActions } from '../../domain/car/store/createConfiguratorActions.ts';

/** The same plate or chassis, whatever the case and the old plates' hyphen. */
const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase());

/**
 * After an owned car leaves the garage, the configured car stops carrying its information (seed 000 §4):
 * when the car in the configurator's store (this page's, else the brand's stored one) has that car's
 * chassis or plate, `removeOwnedCarInfo` blanks both. True when it did.
 */
export function forgetOwnedCar(actions: ConfiguratorActions, brand: Brand, car: GarageCar): boolean {
  if (!actions.car().mvs || actions.car().brand !== brand) actions.restoreCar(brand);
  const mvs = actions.car().mvs;
  if (!mvs || !(same(mvs.chassis, car.chassis) || same(mvs.plateNumber, car.plate))) return false;
  actions.removeOwnedCarInfo();
  return true;
}
