import type { CallName } from '../../api/catalogue.ts';
import type { CallInput } from '../../api/client.ts';
import type { ServiceKey } from '../../api/services.ts';

/** Makes a call of the catalogue with the examples' scope (to create what an example needs). */
// biome-ignore lint/suspicious/noExplicitAny: examples read ids out of loosely typed answers
export type Make = <T = any>(service: ServiceKey, name: string, input?: CallInput) => Promise<T>;

/** A valid input for one call, or how to build it (creating the records it refers to first). */
export type Example = CallInput | ((make: Make) => Promise<CallInput>);

/** One example per call of a service: a table without an example for every call does not compile. */
export type Examples<S extends ServiceKey> = Record<CallName<S>, Example>;
