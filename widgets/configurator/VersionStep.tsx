import { startTransition, useOptimistic } from 'react';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatMoney } from '../../core/format.ts';
import { CarThumbnail } from '../../domain/car/image/CarThumbnail.tsx';
import { useCarWords } from '../../domain/model/carWords.ts';
import { NoVersions } from '../../domain/model/NoVersions.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/**
 * Versions of the model as native radios, each a card with its picture: name, fuel, engine, gear, doors, price.
 * A pick checks its radio at once; the car it makes (the totals, the steps, the widgets following the car)
 * renders as a transition right after, so the click paints without waiting for the rest of the page.
 */
export function VersionStep({ state }: { state: ConfiguratorState }) {
  const { t, versions, car, context, chooseVersion } = state;
  const words = useCarWords();
  // The version just picked is shown checked until the car it makes has rendered.
  const [checked, pick] = useOptimistic(car.mvs?.code);
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
        <label key={version.code} className="hub-card cfg-option cfg-version">
          <input
            type="radio"
            name="version"
            value={version.code}
            checked={checked === version.code}
            onChange={() =>
              startTransition(() => {
                pick(version.code);
                chooseVersion(version);
              })
            }
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
            <span className="cfg-price">{formatMoney(version.price, context.market)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
