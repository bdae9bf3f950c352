import type { CardData } from '../../../api/reservations.payloads.ts';
import { onlyDigits } from '../../../validators/index.ts';
import type { CardValues } from '../forms.ts';

/** The card as the payment call takes it (`CardPayloadSchema`): the number's digits, the holder trimmed. */
export function cardPayload(card: CardValues): CardData {
  return {
    number: onlyDigits(card.number),
    expiry: card.expiry,
    cvv: card.cvv,
    holder: card.holder.trim(),
  };
}
