import { memo, startTransition, useCallback, useLayoutEffect, useOptimistic, useRef } from 'react';
import type { Version } from '../../api/car.ts';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatMoney } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import { CarThumbnail } from '../../domain/car/image/CarThumbnail.tsx';
import { useCarWords } from '../../domain/model/carWords.ts';
import { NoVersions } from '../../domain/model/NoVersions.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/**
 * Versions of the model as native radios, each a card with its picture: name, fuel, engine, gear, doors, price.
 * A pick checks its radio at once, redrawing only the cards whose check changes; the car it makes (the
 * totals, the steps, the widgets following the car) renders as a transition right after, so the click
 * paints without waiting for the rest of the page.
 */
export function VersionStep({ state }: { state: ConfiguratorState }) {
  const { t, versions, car, context, chooseVersion } = state;
  // The version just picked is shown checked until the car it makes has rendered.
  const [checked, pick] = useOptimistic(car.mvs?.code);
  // The cards keep one handler for the step's life, calling the latest pick.
  const latest = useRef((version: Version) => {
    pick(version.code);
    chooseVersion(version);
  });
  useLayoutEffect(() => {
    latest.current = (version: Version) => {
      pick(version.code);
      chooseVersion(version);
    };
  });
  const onPick = useCallback((version: Version) => startTransition(() => latest.current(version)), []);
  if (versions.status !== 'success')
    return (
      <Skeleton className="hub-stack" lines={3}>
        <p role="status">{t('loading')}</p>
      </Skeleton>
    );
  if (versions.data.length === 0) return <NoVersions message={t('noVersions')} />;
  return (
    <fieldset className="hub-fieldset cfg-options">
      <legend className="hub-visually-hidden">{t('versionList')}</legend>
      {versions.data.map((version) => (
        <VersionCard
          key={version.code}
          version={version}
          checked={checked === version.code}
          market={context.market}
          t={t}
          onPick={onPick}
        />
      ))}
    </fieldset>
  );
}

/** One version's card: drawn again only when its check, its version or the page's language changes. */
const VersionCard = memo(function VersionCard({
  version,
  checked,
  market,
  t,
  onPick,
}: {
  version: Version;
  checked: boolean;
  market: Market;
  t: ConfiguratorState['t'];
  onPick: (version: Version) => void;
}) {
  const words = useCarWords();
  return (
    <label className="hub-card cfg-option cfg-version">
      <input
        type="radio"
        name="version"
        value={version.code}
        checked={checked}
        onChange={() => onPick(version)}
      />
      <CarThumbnail mvs={version} category={version.category} rendition="card" />
      <span className="hub-stack cfg-option-body">
        <span className="cfg-option-name">
          {version.modelName} {version.versionName}
        </span>
        <span className="cfg-specs">
          <span>
            {t('fuel')}: {words.fuel(version.fuel)}
          </span>
          <span>
            {t('engine')}: {version.engine}
          </span>
          <span>
            {t('gear')}: {words.gear(version.gear)}
          </span>
          <span>
            {t('doors')}: {version.doors}
          </span>
        </span>
        <span className="cfg-price">{formatMoney(version.price, market)}</span>
      </span>
    </label>
  );
});
