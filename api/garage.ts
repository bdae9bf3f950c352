import type { CallSpec } from './client.ts';

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
