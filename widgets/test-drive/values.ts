import type { PickedDealer } from '../../api/dealers.ts';
import { type ModelValue, NO_MODEL } from '../../domain/model/ModelChoice.tsx';
import type { Slot } from './slots.ts';

/** What the shopper chooses and types to ask for a test drive or a visit. */
export interface TestDriveValues {
  model: ModelValue;
  dealer: PickedDealer | null;
  /** DD/MM/YYYY. */
  date: string;
  slot: Slot | '';
  name: string;
  email: string;
  phone: string;
  cpf: string;
  allowSMS: boolean;
  allowWhatsApp: boolean;
  allowEmail: boolean;
}

/** The empty form, with the car and dealer the page or another widget already chose. */
export function emptyTestDriveValues(
  model: Partial<ModelValue> = {},
  dealer: PickedDealer | null = null,
): TestDriveValues {
  return {
    model: { ...NO_MODEL, ...model },
    dealer,
    date: '',
    slot: '',
    name: '',
    email: '',
    phone: '',
    cpf: '',
    allowSMS: false,
    allowWhatsApp: false,
    allowEmail: false,
  };
}
