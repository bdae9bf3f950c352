import { memo, startTransition, useCallback, useState } from 'react';
import type { Version } from '../../api/car.ts';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatMoney } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import { CarThumbnail } from '../../domain/car/image/CarThumbnail.tsx';
import { type CarWords, useCarWords } from '../../domain/model/carWords.ts';
import { NoVersions } from '../../domain/model/NoVersions.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/** The version the shopper just picked, shown as checked while the car it makes is still being rendered. */
type Pick = { code: string; over: string | null };

/**
 * Versions of the model as native radios, each a card with its picture: name, fuel, engine, gear, doors, price.
 * A pick checks its radio at once; the car it makes (the totals, the steps, the widgets following the car)
 * renders as a transition right after, so the click paints without waiting for the rest of the page.
 */
export function VersionStep({ state }: { state: ConfiguratorState }) {
  const { t, versions, car, context, chooseVersion } = state;
  const words = useCarWords();
  const current = car.mvs?.code ?? null;
  const [pick, setPick] = useState<Pick | null>(null);
  // The pick counts only until the car changes (to it, or to anything else: a reset, another widget).
  const checked = pick && pick.over === current ? pick.code : current;
  const choose = useCallback(
    (version: Version) => {
      setPick({ code: version.code, over: current });
      startTransition(() => chooseVersion(version));
    },
    [chooseVersion, current],
  );
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
        <VersionOption
          key={version.code}
          version={version}
          checked={checked === version.code}
          onChoose={choose}
          t={t}
          words={words}
          market={context.market}
        />
      ))}
    </fieldset>
  );
}

type OptionProps = {
  version: Version;
  checked: boolean;
  onChoose: (version: Version) => void;
  t: ConfiguratorState['t'];
  words: CarWords;
  market: Market;
};

/** One version's card; re-renders only when its own radio (or the language) changes. */
const VersionOption = memo(function VersionOption({
  version,
  checked,
  onChoose,
  t,
  words,
  market,
}: OptionProps) {
  return (
    <label className="hub-card cfg-option cfg-version">
      <input
        type="radio"
        name="version"
        value={version.code}
        checked={checked}
        onChange={() => onChoose(version)}
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
