import * as v from 'valibot';
import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-dealer-picker: everything the element, custom-elements.json and the host types are derived from. */
export const dealerPickerSpec = defineWidgetSpec({
  tag: 'hub-dealer-picker',
  className: 'HubDealerPicker',
  description:
    "Dealers of the brand by postal code, address, state and city, or browser location (radius search), with types, working time and breaks, distance; offline dealers when none can be chosen; confirming fires hub-submit-success with `form: 'dealer-picker'` and the dealer (`modes` JSON list, `dealer-type`, `radius`).",
  props: {
    modes: {
      type: 'json',
      schema: v.pipe(v.array(v.picklist(['postalCode', 'address', 'city', 'position'])), v.minLength(1)),
      description:
        "Ways to search, in order (JSON list of postalCode, address, city, position); postal codes are Brazil's only.",
    },
    dealerType: {
      type: 'enum',
      values: ['any', 'ONLINE_SCHEDULE', 'DIGITAL_DEALER'],
      default: 'any',
      description: 'Only dealers of this type can be chosen.',
    },
    radius: {
      type: 'number',
      default: 50,
      min: 1,
      max: 500,
      integer: true,
      description: "Initial radius of the 'use my location' search, km.",
    },
  },
  events: {
    'hub-submit-success': "A dealer was chosen and confirmed (`form: 'dealer-picker'`, `dealer`).",
  },
  services: { required: ['location', 'dealers'], optional: [] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-dealer-picker, inferred from {@link dealerPickerSpec}. */
export type DealerPickerWidgetProps = SpecProps<typeof dealerPickerSpec>;
