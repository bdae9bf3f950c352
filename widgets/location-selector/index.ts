export { LocationSelector, type LocationSelectorProps } from './LocationSelector.tsx';
export { default as locationSelectorStyles } from './location-selector.css?inline';
export { useLocationSelector } from './useLocationSelector.ts';
