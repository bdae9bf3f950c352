import { COLOR_GROUPS } from '../../api/car.ts';
import type { Color } from '../../api/carSchemas.ts';
import { formatMoney } from '../../core/format.ts';
import { limitsColors } from '../../domain/car/rules/colors.ts';
import { OfferState } from './OfferState.tsx';
import { swatchBackground } from './swatchBackground.ts';
import type { ConfiguratorState } from './useConfigurator.ts';

/** Colours grouped solid, metallic, pearly, special as one native radio group; invalid ones disabled with the reason. */
export function ColorStep({ state }: { state: ConfiguratorState }) {
  const { t, offer, car, context, chooseColor } = state;
  const colors = offer.data?.colors ?? [];
  const groups = offer.data?.colorGroups ?? {};
  const blockers = (color: Color) =>
    car.parts.filter(
      (part) => limitsColors(part) && !part.optionalColors.some((entry) => entry.colorId === color.id),
    );
  return (
    <OfferState state={state}>
      <div className="hub-stack" role="radiogroup" aria-label={t('colorsLegend')}>
        {COLOR_GROUPS.map((group) => {
          const list = colors.filter((color) => (groups[color.id] ?? 'solid') === group);
          if (list.length === 0) return null;
          return (
            <fieldset key={group} className="hub-fieldset cfg-colors">
              <legend className="hub-legend">{t(`group.${group}`)}</legend>
              {list.map((color) => {
                const blocking = blockers(color);
                const reasonId = `cfg-color-reason-${color.id}`;
                return (
                  <label
                    key={color.id}
                    className="cfg-color"
                    data-disabled={blocking.length > 0 || undefined}
                  >
                    <input
                      type="radio"
                      name="color"
                      value={color.id}
                      checked={car.color?.id === color.id}
                      disabled={blocking.length > 0}
                      aria-describedby={blocking.length > 0 ? reasonId : undefined}
                      onChange={() => chooseColor(color.id)}
                    />
                    <span
                      className="cfg-swatch"
                      aria-hidden="true"
                      style={{ background: swatchBackground(color) }}
                    />
                    <span className="hub-stack cfg-option-body">
                      <span className="cfg-option-name">{color.name}</span>
                      <span className="cfg-price">
                        {color.price > 0 ? formatMoney(color.price, context.market) : t('free')}
                      </span>
                      {blocking.length > 0 && (
                        <span id={reasonId} className="hub-hint">
                          {t('colorUnavailable', { parts: blocking.map((part) => part.name).join(', ') })}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          );
        })}
        {!car.color && <p className="hub-hint">{t('colorRequired')}</p>}
      </div>
    </OfferState>
  );
}
