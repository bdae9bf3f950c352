import type { MaskOptions } from './types.ts';

/** CUIL mask 00-00000000-0 (Argentina). */
export const cuilMask: MaskOptions = { mask: '00-00000000-0' };
