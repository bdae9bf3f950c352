export { Events } from './Events.tsx';
export type { EventsProps } from './events.spec.ts';
