import type { Version } from '../../api/car.ts';
import { getComparisons } from '../../api/catalog.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { comparedItems } from './comparedItems.ts';
import { comparatorMessages } from './i18n.ts';

/**
 * Versions side by side in a table with column (version) and row (attribute) headers: price, fuel,
 * engine, gear, doors and the items each version offers (catalogue `comparisons`; on failure the item
 * rows are left out and the user is told).
 */
export function ComparisonTable({ versions, current }: { versions: Version[]; current: string | null }) {
  const { context } = useWidget();
  const t = useT(comparatorMessages);
  const codes = versions.map((version) => version.code);
  const compared = useResource(
    versions.length > 1 ? `${codes.join(',')}:${context.market}` : null,
    (signal) => getComparisons(context, codes, signal),
  );
  const { items, offered } = comparedItems(compared.data);
  const rows: [string, (version: Version) => string][] = [
    [t('price'), (version) => formatMoney(version.price, context.market)],
    [t('fuel'), (version) => version.fuel],
    [t('engine'), (version) => version.engine],
    [t('gear'), (version) => version.gear],
    [t('doors'), (version) => String(version.doors)],
  ];
  const model = versions[0]?.modelName ?? '';
  return (
    <div className="hub-stack cmp">
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="cmp-scroll" role="region" aria-label={t('caption', { model })} tabIndex={0}>
        <table className="cmp-table">
          <caption className="hub-visually-hidden">{t('caption', { model })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('attribute')}</th>
              {versions.map((version) => (
                <th key={version.code} scope="col" data-current={version.code === current || undefined}>
                  {version.versionName} {version.engine}
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
                  <td key={version.code}>
                    {offered.get(version.code)?.has(code) ? t('offered') : t('notOffered')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {compared.status === 'error' && (
        <LoadFailed message={t('itemsUnavailable')} retryLabel={t('retry')} onRetry={compared.retry} />
      )}
    </div>
  );
}
