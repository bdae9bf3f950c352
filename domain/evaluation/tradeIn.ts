import type { FormRules } from '../../core/form/validateForm.ts';
import {
  MileageSchema,
  ModelYearSchema,
  plateSchemaFor,
  VehicleModelSchema,
  VehicleVersionSchema,
} from '../../validators/index.ts';

/** The used car of a trade-in (used-car evaluation, seed 000 §5). */
export interface TradeInValues {
  plate: string;
  mileage: string;
  model: string;
  version: string;
  year: string;
}

/** An empty used-car evaluation. */
export const EMPTY_TRADE_IN: TradeInValues = { plate: '', mileage: '', model: '', version: '', year: '' };

/** Rules of the used-car evaluation: the market's plate (Argentine formats in es-AR), mileage, model, version, model year. */
export const tradeInRules = (market: string): FormRules<TradeInValues, keyof TradeInValues> => ({
  plate: plateSchemaFor(market),
  mileage: MileageSchema,
  model: VehicleModelSchema,
  version: VehicleVersionSchema,
  year: ModelYearSchema,
});

/** What the used-car evaluation asks before it can be called: the car's plate and its mileage. */
export const evaluationRules = (
  market: string,
): FormRules<Pick<TradeInValues, 'plate' | 'mileage'>, 'plate' | 'mileage'> => ({
  plate: plateSchemaFor(market),
  mileage: MileageSchema,
});
