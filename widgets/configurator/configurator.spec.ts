import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';
import { STEPS } from './steps.ts';

/** hub-configurator: everything the element, custom-elements.json and the host types are derived from. */
export const configuratorSpec = defineWidgetSpec({
  tag: 'hub-configurator',
  className: 'HubConfigurator',
  description:
    'Car configurator: version, optionals (rules engine with a conflicts modal), colour, coating, accessories, services and summary (print, PDF download, WhatsApp share link, compare versions); restored from local storage and from `?hub-config=` share links.',
  props: {
    model: { type: 'string', description: "Model code: the versions listed are this model's." },
    mvs: { type: 'string', description: 'Version (mvs) code chosen first.' },
    year: {
      type: 'number',
      integer: true,
      min: 1900,
      max: 2100,
      description: 'Model year (a whole number; anything else gives the configuration message).',
    },
    initialStep: {
      type: 'enum',
      values: [...STEPS],
      default: 'version',
      description: 'Step shown first: version, optionals, color, coating, accessories, services or resume.',
    },
    ecommerce: {
      type: 'boolean',
      description: 'E-commerce mode: prices with type=EC and the reservation price.',
    },
  },
  events: {
    'hub-step-change': 'The shopper moved to another step (`step`).',
    'hub-configuration-change':
      'The configured car changed (`mvs`, `color`, `parts`, `total`, `name`; `change`: `version` or `options`).',
    'hub-share':
      'The shopper shared the configuration (`method`: `whatsapp` or `copy`; `mvs`; `url`, the share link without campaign parameters).',
    'hub-submit-success':
      "The embedded location selector confirmed a location (`form: 'location-selector'`).",
    'hub-submit-error': "The embedded location selector could not confirm it (`form: 'location-selector'`).",
  },
  services: { required: ['catalog', 'parts', 'price', 'stock'], optional: ['location', 'dealers', 'garage'] },
  settings: ['car-image-url', 'location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-configurator, inferred from {@link configuratorSpec}. */
export type ConfiguratorProps = SpecProps<typeof configuratorSpec>;
