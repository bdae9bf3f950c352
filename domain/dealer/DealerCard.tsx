import { Fragment, type ReactNode } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { formatNumber } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { formatPhone } from '../../validators/index.ts';
import { openingHours, weekdaysText } from './dealerHours.ts';
import { dealerMessages } from './i18n.ts';

/**
 * What the shopper reads about a dealer: name, address, distance, types, working time with breaks
 * and phone, one per line (`<br>` between lines, so it reads well without the shared sheet too).
 */
export function DealerCard({ dealer }: { dealer: PickedDealer }) {
  const t = useT(dealerMessages);
  const { context } = useWidget();
  const lines: [string, ReactNode][] = [
    ['name', <strong key="name">{dealer.name}</strong>],
    [
      'address',
      <span key="address" className="hub-text-muted">
        {`${dealer.street}, ${dealer.number} – ${dealer.neighborhood}, ${dealer.cityName}/${dealer.stateCode}`}
      </span>,
    ],
  ];
  if (dealer.distanceKm !== undefined)
    lines.push([
      'distance',
      <span key="distance" className="hub-dealer-distance">
        {t('distance', { km: formatNumber(dealer.distanceKm, context.market, 1) })}
      </span>,
    ]);
  if (dealer.types?.length)
    lines.push([
      'types',
      <span key="types" className="hub-dealer-tags">
        {dealer.types.map((type) => (
          <Fragment key={type}>
            <span className="hub-dealer-tag">{t(`type.${type}`)}</span>{' '}
          </Fragment>
        ))}
      </span>,
    ]);
  for (const hours of openingHours(dealer.periods)) {
    const days = weekdaysText(hours.weekdays, context.locale, t('weekdayTo'));
    const breaks = hours.breaks.map((b) => `; ${t('breakLine', { start: b.start, end: b.end })}`).join('');
    lines.push([
      `hours-${days}`,
      <span key={days} className="hub-dealer-hours">
        {t('hoursLine', { days, open: hours.open, close: hours.close }) + breaks}
      </span>,
    ]);
  }
  if (dealer.phone)
    lines.push([
      'phone',
      <span key="phone" className="hub-text-muted">
        {t('phone', { phone: formatPhone(context.market, dealer.phone) })}
      </span>,
    ]);
  return (
    <span className="hub-dealer-card">
      {lines.map(([key, line], index) => (
        <Fragment key={key}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </span>
  );
}
