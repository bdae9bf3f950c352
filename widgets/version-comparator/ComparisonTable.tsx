import type { Version } from '../../api/car.ts';
import { getComparisons } from '../../api/catalog.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney } from '../../core/format.ts';
import { ScrollRegion } from '../../core/ScrollRegion.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { CarThumbnail } from '../../domain/car/image/CarThumbnail.tsx';
import { useCarWords } from '../../domain/model/carWords.ts';
import { loadComparedPrices, useChosenDealerCode } from '../../domain/model/comparedPrices.ts';
import { comparedItems, type ItemOffer } from './comparedItems.ts';
import { comparedVersions, versionTitle } from './comparedVersions.ts';
import { comparatorMessages } from './i18n.ts';

/**
 * Versions side by side in a table with column (version) and row (attribute) headers: price (one batch
 * price call; the chosen dealer's prices when there is one), fuel, engine, gear, doors and the items
 * each version has as standard or sells as an optional (catalogue `comparisons`; on failure the item
 * rows are left out and the user is told). With a current version, only its model's versions. Each
 * column is headed by the version's 48 × 48 thumbnail (or its body type drawn).
 */
export function ComparisonTable({ versions: all, current }: { versions: Version[]; current: string | null }) {
  const { context } = useWidget();
  const t = useT(comparatorMessages);
  const words = useCarWords();
  const dealerCode = useChosenDealerCode();
  const { versions, mixed, model } = comparedVersions(all, current);
  const money = (value: number) => formatMoney(value, context.market);
  const codes = versions.map((version) => version.code);
  const key = versions.length > 1 ? `${codes.join(',')}:${context.market}` : null;
  const compared = useResource(key, (signal) => getComparisons(context, codes, signal));
  const prices = useResource(versions.length ? `${key}:${dealerCode}` : null, (signal) =>
    loadComparedPrices(
      context,
      versions.map((version) => ({ mvs: version.code, year: version.year })),
      dealerCode,
      signal,
    ),
  );
  const { items, offered } = comparedItems(compared.data);
  const price = (version: Version) => {
    if (prices.status === 'success') {
      const found = prices.data.get(version.code);
      return found === undefined ? t('noPrice') : money(found);
    }
    // Until the prices answer (or when they fail) the catalogue's list price stands.
    return money(version.price);
  };
  const offer = (item: ItemOffer | undefined) =>
    !item
      ? t('notOffered')
      : item.kind === 'standard'
        ? t('standard')
        : item.price === null
          ? t('optional')
          : t('optionalPrice', { price: money(item.price) });
  const rows: [string, (version: Version) => string][] = [
    [t('price'), price],
    [t('fuel'), (version) => words.fuel(version.fuel)],
    [t('engine'), (version) => version.engine],
    [t('gear'), (version) => words.gear(version.gear)],
    [t('doors'), (version) => String(version.doors)],
  ];
  const caption = mixed ? t('captionAll') : t('caption', { model });
  return (
    <div className="hub-stack cmp">
      <ScrollRegion className="cmp-scroll" label={caption}>
        <table className="cmp-table">
          <caption className="hub-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('attribute')}</th>
              {versions.map((version) => (
                <th key={version.code} scope="col" data-current={version.code === current || undefined}>
                  <CarThumbnail mvs={version} category={version.category} />
                  {versionTitle(version, mixed)}
                  {version.code === current && <span className="cmp-current"> {t('current')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {versions.map((version) => (
                  <td key={version.code}>{value(version)}</td>
                ))}
              </tr>
            ))}
            {[...items].map(([code, name]) => (
              <tr key={code}>
                <th scope="row">{name}</th>
                {versions.map((version) => (
                  <td key={version.code}>{offer(offered.get(version.code)?.get(code))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {compared.status === 'error' && (
        <LoadFailed
          failure={compared.failure}
          message={t('itemsUnavailable')}
          retryLabel={t('retry')}
          onRetry={compared.retry}
        />
      )}
    </div>
  );
}
