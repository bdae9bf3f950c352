import { controlHandlers } from './handlers/control.ts';
import { dealerHandlers } from './handlers/dealers.ts';
import { leadHandlers } from './handlers/lead.ts';
import { locationHandlers } from './handlers/location.ts';
import { userHandlers } from './handlers/users.ts';

/** Every sandbox handler: the same list serves vitest, Storybook, `npm start` and `npm run sandbox`. */
export const handlers = [
  ...controlHandlers,
  ...locationHandlers,
  ...dealerHandlers,
  ...userHandlers,
  ...leadHandlers,
];
