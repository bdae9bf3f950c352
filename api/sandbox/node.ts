import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The sandbox for tests in Node (vitest). */
export const sandboxServer = setupServer(...handlers);
