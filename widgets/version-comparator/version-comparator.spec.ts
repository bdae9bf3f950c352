import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-version-comparator: everything the element, custom-elements.json and the host types are derived from. */
export const versionComparatorSpec = defineWidgetSpec({
  tag: 'hub-version-comparator',
  className: 'HubVersionComparator',
  description:
    'Versions of a model side by side (price, fuel, engine, gear, doors, items) in an accessible table; hub-ready once the versions are shown (or their failure).',
  props: {
    model: { type: 'string', description: 'Model code whose versions are compared.' },
    mvs: { type: 'string', description: 'Version code to mark as the current one.' },
    year: { type: 'string', description: 'Model year.' },
  },
  events: {},
  services: { required: ['catalog'], optional: [] },
  settings: ['car-image-url'],
  parts: ['root', 'alert'],
});

/** Props of hub-version-comparator, inferred from {@link versionComparatorSpec}. */
export type VersionComparatorProps = SpecProps<typeof versionComparatorSpec>;
