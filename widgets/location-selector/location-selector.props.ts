import type { PropSpecs } from '../../core/define-widget.ts';
import type { LocationSelectorProps } from './LocationSelector.tsx';

/** Attributes of hub-location-selector, documented in custom-elements.json. */
export const locationSelectorProps: PropSpecs<LocationSelectorProps> = {
  layout: { type: 'enum', values: ['box', 'modal'], default: 'box' },
  prompt: { type: 'boolean' },
};
