import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { formatMoney } from '../../core/format.ts';
import { OfferState } from './OfferState.tsx';
import { PartList } from './OptionalsStep.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/** Coating (one of, or none), accessories (parts through the rules) and services (any). */
export function ExtrasStep({
  state,
  kind,
}: {
  state: ConfiguratorState;
  kind: 'coating' | 'accessories' | 'services';
}) {
  const { t, offer, car, context, update } = state;
  const money = (value: number) => (value > 0 ? formatMoney(value, context.market) : t('free'));
  const data = offer.data;
  let body: React.ReactNode = null;
  if (kind === 'accessories') {
    const accessories = data?.parts.filter((part) => part.type === 'ACCESSORY') ?? [];
    body = accessories.length ? (
      <PartList state={state} parts={accessories} legend={t('step.accessories')} />
    ) : (
      <p>{t('noAccessories')}</p>
    );
  } else if (kind === 'coating') {
    const coatings = data?.coatings ?? [];
    body = coatings.length ? (
      <fieldset className="hub-fieldset cfg-options">
        {/* A coating is part of a complete car (the summary needs one): chosen like the colour. */}
        <legend className="hub-visually-hidden">{t('step.coating')}</legend>
        {coatings.map((coating) => (
          <label key={coating.id} className="hub-card cfg-option">
            <input
              type="radio"
              name="coating"
              checked={car.coating?.id === coating.id}
              onChange={() => update({ coating })}
            />
            <span className="hub-stack cfg-option-body">
              <span className="cfg-option-name">{coating.name}</span>
              <span className="cfg-price">{money(coating.price)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    ) : (
      <p>{t('noCoatings')}</p>
    );
  } else {
    const services = data?.services ?? [];
    const chosen = new Set(car.services.map((service) => service.id));
    body = services.length ? (
      <fieldset className="hub-fieldset cfg-options">
        <legend className="hub-visually-hidden">{t('step.services')}</legend>
        {services.map((service) => (
          <label key={service.id} className="hub-card cfg-option">
            <input
              type="checkbox"
              checked={chosen.has(service.id)}
              onChange={(event) =>
                update({
                  services: event.currentTarget.checked
                    ? [...car.services, service]
                    : car.services.filter((other) => other.id !== service.id),
                })
              }
            />
            <span className="hub-stack cfg-option-body">
              <span className="cfg-option-name">{service.name}</span>
              <span className="cfg-price">{money(service.price)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    ) : (
      <p>{t('noServices')}</p>
    );
  }
  const gap = kind === 'coating' ? 'coatings' : kind;
  const missing = data?.gaps.includes(gap);
  return (
    <OfferState state={state}>
      {missing ? (
        <LoadFailed
          // The offer came without this part (data.gaps): its call's failure is not kept with it.
          failure={undefined}
          className="cfg-controls"
          message={t(`gap.${gap}`)}
          retryLabel={t('retry')}
          onRetry={offer.retry}
        />
      ) : kind === 'services' && data?.servicesNeedSignIn ? (
        <p className="hub-hint">{t('servicesSignIn')}</p>
      ) : (
        body
      )}
    </OfferState>
  );
}
