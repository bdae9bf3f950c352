import * as v from 'valibot';
import type { PropSpecs } from '../../core/define-widget.ts';
import type { FinancingProps } from './Financing.tsx';

/** Attributes of hub-financing, documented in custom-elements.json. */
export const financingProps: PropSpecs<FinancingProps> = {
  source: { type: 'enum', values: ['ZFLOW', 'CDC', 'PSA_TRADITIONAL', 'NEXT', 'PSA_BALAO'], default: 'CDC' },
  mvs: { type: 'string' },
  year: { type: 'number', integer: true, min: 1990, max: 2100 },
  price: { type: 'number', min: 1 },
  colorCode: { type: 'string' },
  parts: { type: 'json', schema: v.array(v.pipe(v.string(), v.maxLength(64))) },
  planId: { type: 'string' },
  planType: { type: 'enum', values: ['MSC', 'ECOM', 'OFFER'], default: 'MSC' },
  offerId: { type: 'string' },
  dealerName: { type: 'string' },
  dealerContact: { type: 'string' },
};
