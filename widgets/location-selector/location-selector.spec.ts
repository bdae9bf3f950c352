import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-location-selector: everything the element, custom-elements.json and the host types are derived from. */
export const locationSelectorSpec = defineWidgetSpec({
  tag: 'hub-location-selector',
  className: 'HubLocationSelector',
  description:
    'Location picker (state, city; es-AR provinces) in a box or a modal (`layout="box|modal"`, `prompt` opens the modal when the page has no location), with selection and confirmation states; the location is shared by every widget of the page (local storage and the `hub_location` cookie, lifetime `hub:setting:location-ttl` or 4 h); confirming fires hub-submit-success with `form: \'location-selector\'` and the location.',
  props: {
    layout: {
      type: 'enum',
      values: ['box', 'modal'],
      default: 'box',
      description:
        '`box`: the form in the page; `modal`: a button showing the location that opens the form in a dialog.',
    },
    prompt: {
      type: 'boolean',
      description: 'Modal layout: open the dialog by itself when the page has no location yet.',
    },
  },
  events: {
    'hub-submit-success': "The location was confirmed (`form: 'location-selector'`, the location).",
    'hub-submit-error': "The location could not be confirmed (`form: 'location-selector'`).",
  },
  services: { required: ['location', 'dealers'], optional: [] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-location-selector, inferred from {@link locationSelectorSpec}. */
export type LocationSelectorProps = SpecProps<typeof locationSelectorSpec>;
