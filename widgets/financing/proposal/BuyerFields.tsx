import {
  cpfMask,
  cuilMask,
  currencyMask,
  dateMask,
  MARITAL_STATUSES,
  OCCUPATIONS,
  type Occupation,
} from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';
import { documentTypesOf, MARITAL_REGIMES, NATIONALITIES } from './fundingFields.ts';
import type { ProposalFields } from './proposalFields.tsx';
import { hasRegime, hasSpouse, type ProposalValues } from './proposalValues.ts';

interface Props {
  t: FinancingT;
  fields: ProposalFields;
  values: ProposalValues;
  market: string;
  /** `person`: a natural person's full proposal; `representative`: a company's; `next`: the NEXT lead. */
  kind: 'person' | 'representative' | 'next';
  /** The occupations offered (those the bank of a reopened simulation accepts); the seed's list by default. */
  occupations?: readonly Occupation[];
}

/**
 * The buyer: name, tax id (CPF, CUIL in Argentina), birth date, income, e-mail and mobile; a natural
 * person's proposal adds gender, nationality, birth place, parents, identity document, marital status
 * (regime and spouse when married), occupation. A company's proposal asks them of its representative.
 */
export function BuyerFields({ t, fields, values, market, kind, occupations = OCCUPATIONS }: Props) {
  const { text, select, contact } = fields;
  const ar = market === 'es-AR';
  const legal = kind === 'representative';
  const person = kind === 'person';
  const personId = ar ? cuilMask : cpfMask;
  return (
    <fieldset className="hub-fieldset">
      {legal && <legend className="hub-legend">{t('representative')}</legend>}
      <div className="hub-grid">
        {contact(['name', 'cpf'])}
        {text('birthday', t('birthday'), { mask: dateMask, inputMode: 'numeric', autoComplete: 'bday' })}
        {person &&
          select('gender', t('gender'), [
            { value: 'female', label: t('gender.female') },
            { value: 'male', label: t('gender.male') },
          ])}
        {person &&
          select(
            'nationality',
            t('nationality'),
            NATIONALITIES.map((n) => ({ value: n, label: t(`nationality.${n}`) })),
          )}
        {person && text('birthPlace', t('birthPlace'))}
        {person && text('motherName', t('motherName'))}
        {person && text('fatherName', t('fatherName'), {}, false)}
        {person &&
          select(
            'documentType',
            t('documentType'),
            documentTypesOf(market).map((d) => ({
              value: d,
              label: t(`document.${d}` as 'document.RG'),
            })),
          )}
        {person && text('documentNumber', t('documentNumber'))}
        {person &&
          text('documentIssueDate', t('documentIssueDate'), { mask: dateMask, inputMode: 'numeric' })}
        {person &&
          select(
            'maritalStatus',
            t('maritalStatus'),
            MARITAL_STATUSES.map((m) => ({ value: m, label: t(`marital.${m}`) })),
          )}
        {person &&
          hasRegime(values) &&
          select(
            'maritalRegime',
            t('maritalRegime'),
            MARITAL_REGIMES.map((m) => ({ value: m, label: t(`regime.${m}`) })),
          )}
        {person && hasSpouse(values) && (
          <>
            {text('spouseName', t('spouseName'))}
            {text('spouseCpf', t('spouseCpf'), {
              mask: personId,
              inputMode: 'numeric',
            })}
            {text('spouseBirthday', t('spouseBirthday'), { mask: dateMask, inputMode: 'numeric' })}
            {text(
              'spouseIncome',
              t('spouseIncome'),
              { mask: currencyMask(market), inputMode: 'decimal' },
              false,
            )}
          </>
        )}
        {person &&
          select(
            'occupation',
            t('occupation'),
            occupations.map((o) => ({ value: o, label: t(`occupation.${o}`) })),
          )}
        {text('income', legal ? t('companyIncome') : t('income'), {
          mask: currencyMask(market),
          inputMode: 'decimal',
        })}
        {contact(['email', 'phone'])}
      </div>
    </fieldset>
  );
}
