import { createStore } from 'jotai/vanilla';

/**
 * The one jotai store all widgets of a page share (each element is its own React root, so state
 * shared between widgets — location, chosen dealer, configured car — lives here). Widgets pass it to
 * jotai's hooks (`useAtom(atom, { store: hubStore })`), so pages without shared state load no jotai.
 */
export const hubStore = createStore();
