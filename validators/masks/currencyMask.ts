import { langOf } from '../messageText.ts';
import { MAX_MONEY } from '../shared/parseMoney.ts';
import type { MaskOptions } from './types.ts';

function money(symbol: string): MaskOptions {
  return {
    mask: `${symbol} num`,
    lazy: true,
    blocks: {
      num: {
        kind: 'number',
        thousandsSeparator: '.',
        radix: ',',
        mapToRadix: [','],
        scale: 2,
        min: 0,
        max: MAX_MONEY,
        padFractionalZeros: true,
        normalizeZeros: true,
      },
    },
  };
}

const BRL_MASK = money('R$');
const ARS_MASK = money('$');

/**
 * Currency mask (seed 000 §5): "R$" (BRL) or "$" (ARS, es-AR), dot thousands, decimal comma, up to
 * 9 integer digits and 2 decimals (padded with zeros when the field loses focus), no negatives:
 * "R$ 1.234,56". The unmasked value uses a dot as decimal separator ("1234.56"). Returns a constant.
 */
export function currencyMask(market: string): MaskOptions {
  return langOf(market) === 'es-AR' ? ARS_MASK : BRL_MASK;
}
