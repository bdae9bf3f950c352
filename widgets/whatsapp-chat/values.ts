import type { PickedDealer } from '../../api/dealers.ts';
import { type ModelValue, NO_MODEL } from '../../domain/model/ModelChoice.tsx';

/** What the shopper types or chooses to start a chat. */
export interface WhatsappValues {
  name: string;
  phone: string;
  email: string;
  cpf: string;
  /** DD/MM/YYYY, optional. */
  scheduleDate: string;
  model: ModelValue;
  dealer: PickedDealer | null;
}

/** The empty form, with a model and version the page may preset. */
export function emptyWhatsappValues(
  model: Partial<ModelValue> = {},
  dealer: PickedDealer | null = null,
): WhatsappValues {
  return {
    name: '',
    phone: '',
    email: '',
    cpf: '',
    scheduleDate: '',
    model: { ...NO_MODEL, ...model },
    dealer,
  };
}
