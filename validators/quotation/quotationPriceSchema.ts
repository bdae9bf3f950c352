import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { isBlank } from '../shared/isBlank.ts';
import { isQuotationPriceChangeValid } from './isQuotationPriceChangeValid.ts';
import { quotationMessages } from './messages.ts';

/** A required new quotation price, a number or money text, strictly higher than `initial`. */
export function quotationPriceSchema(initial: number) {
  return v.pipe(
    v.union([v.string(), v.number()], msg(quotationMessages['quotationPrice.required'])),
    v.check(
      (value: string | number) => typeof value === 'number' || !isBlank(value),
      msg(quotationMessages['quotationPrice.required']),
    ),
    v.check(
      (value: string | number) =>
        (typeof value === 'string' && isBlank(value)) || isQuotationPriceChangeValid(initial, value),
      msg(quotationMessages['quotationPrice.notHigher']),
    ),
  );
}
