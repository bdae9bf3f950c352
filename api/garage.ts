import { type ApiScope, type CallSpec, request } from './client.ts';
import type { GarageWish, OwnedCarV2 } from './garage.payloads.ts';

/** Garage service (seed 001 §7 "Garage (bearer)"): owned, visited and wanted cars. */
export const garageCalls = {
  owned: { method: 'GET', path: 'v1/owned', bearer: true },
  addOwned: { method: 'POST', path: 'v1/owned', bearer: true },
  ownedCar: { method: 'GET', path: 'v1/owned/car', bearer: true, query: ['chassis?', 'plate?'] },
  removeOwned: { method: 'DELETE', path: 'v1/owned/car/{id}', bearer: true, response: 'none' },
  visited: { method: 'GET', path: 'v1/visited', bearer: true },
  addVisited: { method: 'POST', path: 'v1/visited', bearer: true },
  removeVisited: { method: 'DELETE', path: 'v1/visited/car/{id}', bearer: true, response: 'none' },
  wanted: { method: 'GET', path: 'v1/wanted', bearer: true },
  addWanted: { method: 'POST', path: 'v1/wanted', bearer: true },
  removeWanted: { method: 'DELETE', path: 'v1/wanted/car/{id}', bearer: true, response: 'none' },
  addOwnedExclusive: { method: 'POST', path: 'v1/owned/exclusive', bearer: true },
  addOwnedV2: { method: 'POST', path: 'v2/owned', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** The garage's three lists. */
export type GarageShelf = 'owned' | 'visited' | 'wanted';

/** The garage's lists in the order the garage shows them. */
export const GARAGE_SHELVES: readonly GarageShelf[] = ['owned', 'wanted', 'visited'];

/** A car in the garage as the service answers it (chassis and plate only for owned cars). */
export interface GarageCar {
  id: string;
  mvsCode: string;
  year: number;
  modelName?: string | undefined;
  versionName?: string | undefined;
  chassis?: string | null | undefined;
  plate?: string | null | undefined;
  colorCode?: string | null | undefined;
  /** The user claimed the car as its only owner (`owned/exclusive`). */
  exclusive?: boolean | undefined;
  addedAt?: string | undefined;
}

/** The signed-in user's garage: one list per shelf. */
export type Garage = Record<GarageShelf, GarageCar[]>;

const LIST = { owned: garageCalls.owned, visited: garageCalls.visited, wanted: garageCalls.wanted };
const REMOVE = {
  owned: garageCalls.removeOwned,
  visited: garageCalls.removeVisited,
  wanted: garageCalls.removeWanted,
};

/** One list of the signed-in user's garage (`GET owned`, `visited` or `wanted`). */
export function listGarageCars(
  scope: ApiScope,
  shelf: GarageShelf,
  signal?: AbortSignal,
): Promise<GarageCar[]> {
  return request<GarageCar[]>(scope, 'garage', LIST[shelf], { signal });
}

/** The whole garage: the three lists, read together; one failing fails the load. */
export async function loadGarage(scope: ApiScope, signal?: AbortSignal): Promise<Garage> {
  const [owned, wanted, visited] = await Promise.all(
    GARAGE_SHELVES.map((shelf) => listGarageCars(scope, shelf, signal)),
  );
  return { owned: owned ?? [], wanted: wanted ?? [], visited: visited ?? [] };
}

/** Adds a car the user owns by the chassis and plate the vehicle lookup found (`POST v2/owned`). */
export function addOwnedCar(scope: ApiScope, car: OwnedCarV2): Promise<GarageCar> {
  return request<GarageCar>(scope, 'garage', garageCalls.addOwnedV2, { json: car });
}

/** Adds a version to the wanted cars (`POST wanted`). */
export function addWantedCar(scope: ApiScope, wish: GarageWish): Promise<GarageCar> {
  return request<GarageCar>(scope, 'garage', garageCalls.addWanted, { json: wish });
}

/** Records a version the user was shown (`POST visited`). */
export function addVisitedCar(scope: ApiScope, wish: GarageWish): Promise<GarageCar> {
  return request<GarageCar>(scope, 'garage', garageCalls.addVisited, { json: wish });
}

/** Removes a car from one of the lists (`DELETE owned/car/{id}`, `visited/car/{id}`, `wanted/car/{id}`). */
export function removeGarageCar(scope: ApiScope, shelf: GarageShelf, id: string): Promise<void> {
  return request<void>(scope, 'garage', REMOVE[shelf], { params: { id } });
}
