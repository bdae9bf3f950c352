export { LocationSelector, type LocationSelectorProps } from './LocationSelector.tsx';
export { useLocationSelector } from './useLocationSelector.ts';
