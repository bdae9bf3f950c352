/** The steps after the version (optionals, colour, coating, accessories, services): one chunk, fetched once a version is chosen. */
export { ColorStep } from './ColorStep.tsx';
export { ExtrasStep } from './ExtrasStep.tsx';
export { OptionalsStep } from './OptionalsStep.tsx';
