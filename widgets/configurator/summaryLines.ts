import { formatMoney } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import type { CarState } from '../../domain/car/store/CarState.ts';
import type { SummarySection } from '../../domain/documents/summaryPdf.ts';
import type { ConfiguratorT } from './i18n.ts';

/** The summary of a car as text sections: the car, colour and coating, parts, services, totals. */
export function summarySections(car: CarState, t: ConfiguratorT, market: Market): SummarySection[] {
  const money = (value: number) => formatMoney(value, market);
  const mvs = car.mvs;
  const list = (items: { name: string; price: number }[]): [string, string][] =>
    items.length ? items.map((item) => [item.name, money(item.price)]) : [[t('none'), '']];
  return [
    {
      title: t('summaryCar'),
      lines: mvs
        ? [
            [`${mvs.modelName} ${mvs.versionName} ${mvs.year}`, money(mvs.price)],
            [
              t('summaryColor'),
              car.color ? `${car.color.name} (${money(car.totals.colorPrice)})` : t('toChoose'),
            ],
            [
              t('summaryCoating'),
              car.coating ? `${car.coating.name} (${money(car.totals.coatingPrice)})` : t('toChoose'),
            ],
          ]
        : [],
    },
    { title: t('summaryOptionals'), lines: list(car.parts.filter((part) => part.type === 'ITEM')) },
    { title: t('summaryAccessories'), lines: list(car.parts.filter((part) => part.type === 'ACCESSORY')) },
    { title: t('summaryServices'), lines: list(car.services) },
    {
      title: t('totalsTitle'),
      lines: [
        [t('optionalsTotal'), money(car.totals.optionalsTotal)],
        [t('accessoriesTotal'), money(car.totals.accessoriesTotal)],
        [t('servicesTotal'), money(car.totals.servicesTotal)],
        ...(car.totals.hasPriceBonification
          ? [[t('bonification'), `− ${money(car.totals.bonificationTotal)}`] as [string, string]]
          : []),
        [t('total'), money(car.totals.total)],
      ],
    },
  ];
}
