/**
 * The configurator's store: the current car in jotai atoms (use them with `hubStore`), the actions that
 * change and save it, and the share-link snapshot.
 */
export {
  type CarLocationRules,
  carAtom,
  carLocationRulesAtom,
  catalogAtom,
  pendingPlanAtom,
} from './atoms.ts';
export { type CarState, emptyCar, withTotals } from './CarState.ts';
export { isCarReady, type MissingChoice, missingChoices } from './carReadiness.ts';
export { configurationSnapshot } from './configurationSnapshot.ts';
export {
  type CarPatch,
  type ConfiguratorActions,
  type ConfiguratorActionsOptions,
  createConfiguratorActions,
} from './createConfiguratorActions.ts';
export { carStorageKey, readStoredCar, writeStoredCar } from './persistence.ts';
export * from './schemas.ts';
export { type SnapshotSelection, selectionFromSnapshot } from './selectionFromSnapshot.ts';
export { decodeConfiguration, encodeConfiguration } from './shareCode.ts';
export { SHARE_PARAM, sharedSnapshot, shareUrl } from './shareLink.ts';
export { staleCarData } from './staleCarData.ts';
export { startingLocation } from './startingLocation.ts';
