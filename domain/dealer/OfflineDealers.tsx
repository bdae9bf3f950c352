import type { PickedDealer } from '../../api/dealers.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { DealerCard } from './DealerCard.tsx';
import { dealerMessages } from './i18n.ts';

/** Offline dealers (v2 findOffline…): no online service, so shown to call or visit, not to choose. */
export function OfflineDealers({ dealers }: { dealers: PickedDealer[] }) {
  const t = useT(dealerMessages);
  return (
    <div className="hub-stack hub-dealers-offline">
      <h3 className="hub-subtitle">{t('offlineTitle')}</h3>
      <p className="hub-hint">{t('offlineHint')}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md) */}
      <ul className="hub-list hub-dealers" role="list">
        {dealers.map((dealer) => (
          <li key={dealer.id} className="hub-dealer">
            <DealerCard dealer={dealer} />
          </li>
        ))}
      </ul>
    </div>
  );
}
