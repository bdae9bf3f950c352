import { useWidget } from '../../../core/WidgetContext.tsx';
import { formatPhone } from '../../../validators/index.ts';
import type { PersonalDataT } from './i18n.ts';
import type { PersonalDataValues } from './personalData.ts';

interface Props {
  t: PersonalDataT;
  values: PersonalDataValues;
}

/** The personal data as kept: a description list, 'Não informado' where the profile has nothing. */
export function PersonalDataView({ t, values }: Props) {
  const { context } = useWidget();
  const { address } = values;
  const place = [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.neighborhood,
    [address.city, address.state].filter(Boolean).join(' - '),
    address.postalCode,
  ].filter(Boolean);
  const rows: [string, string][] = [
    [t('name'), values.name],
    [context.country === 'AR' ? t('cuil') : t('cpf'), values.cpf],
    [t('email'), values.email],
    [t('additionalEmail'), values.additionalEmail],
    [t('phone'), values.phone && formatPhone(context.market, values.phone)],
    [t('birthdate'), values.birthdate],
    [t('address'), address.street ? place.join(' · ') : ''],
  ];
  return (
    <dl className="hub-facts account-data">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || t('notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
