import { isVin } from '../vin-scanner/index.ts';

/** What is wrong with a typed VIN, as a message id of the widget; null when it can be checked. */
export function vinProblem(value: string): 'vinRequired' | 'vinInvalid' | null {
  const vin = value.trim().toUpperCase();
  if (!vin) return 'vinRequired';
  return isVin(vin) ? null : 'vinInvalid';
}
