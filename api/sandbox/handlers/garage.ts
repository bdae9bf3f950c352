import {
  ExclusiveOwnedSchema,
  GarageWishSchema,
  OwnedCarSchema,
  OwnedCarV2Schema,
} from '../../garage.payloads.ts';
import { garageCalls } from '../../garage.ts';
import { versionByMvs } from '../data/catalog.ts';
import { CARS, findCar } from '../data/vehicles.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, fail, notFound, tableHandlers } from '../table.ts';

type Shelf = 'owned' | 'visited' | 'wanted';

interface GarageCar {
  id: string;
  userId: string;
  mvsCode: string;
  year: number;
  modelName: string;
  versionName: string;
  chassis: string | null;
  plate: string | null;
  colorCode: string | null;
  exclusive: boolean;
  addedAt: string;
}

const initialOwned = (): GarageCar[] =>
  CARS.filter((car) => car.ownerId).map((car) => ({
    id: `GRG-${car.id}`,
    userId: car.ownerId as string,
    mvsCode: car.mvsCode,
    year: car.year,
    modelName: car.modelName,
    versionName: car.versionName,
    chassis: car.chassis,
    plate: car.plate,
    colorCode: null,
    exclusive: false,
    addedAt: '2025-06-01T12:00:00Z',
  }));

const shelf = (name: Shelf) =>
  recordsOf<GarageCar>(`garage:${name}`, name === 'owned' ? initialOwned : () => []);
const mine = (ctx: Ctx, name: Shelf) => shelf(name).filter((car) => car.userId === ctx.user?.id);

function add(ctx: Ctx, name: Shelf, fields: Partial<GarageCar> & { mvsCode: string; year: number }) {
  const version = versionByMvs(fields.mvsCode);
  if (!version) return fail(422, 'unknown mvs code');
  if (
    fields.chassis &&
    shelf(name).some((car) => car.chassis === fields.chassis && car.userId === ctx.user?.id)
  )
    return fail(409, 'Car already in the garage');
  // A version already on the visited or wanted list is not listed twice: the service answers it again.
  const listed =
    name !== 'owned' &&
    mine(ctx, name).find((car) => car.mvsCode === fields.mvsCode && car.year === fields.year);
  if (listed) return listed;
  const car: GarageCar = {
    id: newId('GRG'),
    userId: ctx.user?.id as string,
    modelName: version.modelName,
    versionName: version.versionName,
    chassis: null,
    plate: null,
    colorCode: null,
    exclusive: false,
    addedAt: new Date().toISOString(),
    ...fields,
  };
  shelf(name).push(car);
  return created(car);
}

function remove(name: Shelf) {
  return (ctx: Ctx) =>
    deleted(shelf(name), (car) => car.id === ctx.params.id && car.userId === ctx.user?.id, 'Car not found');
}

/** Garage service: the user's owned, visited and wanted cars; what is saved shows in the lists. */
export const garageHandlers = tableHandlers('garage', garageCalls, {
  owned: (ctx) => mine(ctx, 'owned'),
  addOwned: { schema: OwnedCarSchema, resolve: (ctx) => add(ctx, 'owned', ctx.body) },
  ownedCar: (ctx) => {
    const [wantedChassis, wantedPlate] = [ctx.query.get('chassis'), ctx.query.get('plate')?.toUpperCase()];
    return (
      mine(ctx, 'owned').find((car) => car.chassis === wantedChassis || car.plate === wantedPlate) ??
      notFound('Car not found')
    );
  },
  removeOwned: remove('owned'),
  visited: (ctx) => mine(ctx, 'visited'),
  addVisited: { schema: GarageWishSchema, resolve: (ctx) => add(ctx, 'visited', ctx.body) },
  removeVisited: remove('visited'),
  wanted: (ctx) => mine(ctx, 'wanted'),
  addWanted: { schema: GarageWishSchema, resolve: (ctx) => add(ctx, 'wanted', ctx.body) },
  removeWanted: remove('wanted'),
  addOwnedExclusive: {
    schema: ExclusiveOwnedSchema,
    resolve: (ctx) => {
      const car = findCar({ chassis: ctx.body.chassis });
      if (!car) return notFound('Chassis not found');
      if (shelf('owned').some((c) => c.chassis === car.chassis && c.userId !== ctx.user?.id))
        return fail(409, 'Car owned by another user');
      return add(ctx, 'owned', {
        mvsCode: car.mvsCode,
        year: car.year,
        chassis: car.chassis,
        plate: car.plate,
        exclusive: true,
      });
    },
  },
  addOwnedV2: {
    schema: OwnedCarV2Schema,
    resolve: (ctx) => {
      const car = findCar({ chassis: ctx.body.chassis }) ?? findCar({ plate: ctx.body.plate });
      if (!car) return fail(422, 'Vehicle not found for chassis or plate');
      return add(ctx, 'owned', {
        mvsCode: car.mvsCode,
        year: car.year,
        chassis: car.chassis,
        plate: car.plate,
      });
    },
  },
});
