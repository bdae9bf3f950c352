import { postalCodeMask } from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';
import type { ProposalFields } from './proposalFields.tsx';
import type { PostalLookup } from './usePostalLookup.ts';

interface Props {
  t: FinancingT;
  fields: ProposalFields;
  market: string;
  /** Where the postal-code lookup stands (said under the postal code). */
  postal: PostalLookup;
}

/** The buyer's address; a Brazilian postal code fills what was left empty (see usePostalLookup). */
export function AddressFieldset({ t, fields, market, postal }: Props) {
  const { text } = fields;
  return (
    <fieldset className="hub-fieldset">
      <legend className="hub-legend">{t('address')}</legend>
      <div className="hub-grid">
        {text('postalCode', t('postalCode'), {
          mask: postalCodeMask(market),
          autoComplete: 'postal-code',
          ...(postal === 'searching'
            ? { hint: t('postalCodeSearching') }
            : postal === 'found'
              ? { hint: t('postalCodeFound') }
              : {}),
        })}
        {text('street', t('street'), { autoComplete: 'address-line1' })}
        {text('number', t('number'), { inputMode: 'numeric' })}
        {text('complement', t('complement'), { autoComplete: 'address-line2' }, false)}
        {text('neighborhood', t('neighborhood'))}
        {text('state', t('state'), { autoComplete: 'address-level1' })}
        {text('city', t('city'), { autoComplete: 'address-level2' })}
      </div>
    </fieldset>
  );
}
