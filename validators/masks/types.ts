import type { FactoryOpts } from 'imask/masked/factory';

/**
 * The imask options of an input mask: what {@link useMaskedInput} attaches and `imask`'s own
 * `FactoryOpts`. Every mask of this folder is a constant (factories return cached constants), so a
 * component can pass it on each render without re-creating the imask instance.
 */
export type MaskOptions = FactoryOpts;
