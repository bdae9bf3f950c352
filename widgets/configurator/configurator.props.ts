import type { PropSpecs } from '../../core/define-widget.ts';
import type { ConfiguratorProps } from './Configurator.tsx';
import { STEPS } from './steps.ts';

/** Attributes of hub-configurator, documented in custom-elements.json. */
export const configuratorProps: PropSpecs<ConfiguratorProps> = {
  model: { type: 'string' },
  mvs: { type: 'string' },
  year: { type: 'string' },
  initialStep: { type: 'enum', values: [...STEPS], default: 'version' },
  ecommerce: { type: 'boolean' },
};
