export { Garage } from './Garage.tsx';
export type { GarageProps } from './garage.spec.ts';
