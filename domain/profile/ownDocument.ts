import type { ApiScope } from '../../api/client.ts';
import type { UserProfile } from '../../api/users.ts';
import { onlyDigits } from '../../validators/index.ts';

/**
 * The signed-in user's own document, digits only, as the vouchers service keys a person: the CPF in
 * Brazil, the CUIL in Argentina. Null when the profile has none (the user is asked to complete it);
 * never a document typed on the page.
 */
export function ownDocumentOf(profile: UserProfile, country: ApiScope['country']): string | null {
  const document = country === 'AR' ? profile.cuil : profile.cpf;
  return (document && onlyDigits(document)) || null;
}
