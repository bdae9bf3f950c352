import type { MaskOptions } from './types.ts';

/** Date mask DD/MM/YYYY (what users type in both markets); validity is checked by the date schemas. */
export const dateMask: MaskOptions = { mask: '00/00/0000' };

/** Date mask YYYY-MM-DD (the seed's en-US format). */
export const isoDateMask: MaskOptions = { mask: '0000-00-00' };
