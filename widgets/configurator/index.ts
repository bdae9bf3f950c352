/** hub-configurator, as other widgets may use it. The configured car itself is read through `domain/car/index.ts`. */
export { Configurator, type ConfiguratorProps } from './Configurator.tsx';
export { configurationDetail } from './configuratorEvents.ts';
export { SHARE_PARAM, sharedSnapshot, shareUrl } from './shareLink.ts';
export { isStep, STEPS, type Step } from './steps.ts';
export { type StockLabel, stockLabel } from './stockLabel.ts';
