import type { GarageCar, GarageShelf } from '../../api/garage.ts';
import { OwnedCarEvaluation } from '../../domain/evaluation/OwnedCarEvaluation.tsx';
import type { GarageProps } from './garage.spec.ts';
import { configuratorLink, recallLink, tradeInLink } from './garageLinks.ts';
import type { GarageT } from './i18n.ts';
import { OwnedCarDetail } from './ownedCar/OwnedCarDetail.tsx';

interface Props {
  t: GarageT;
  shelf: GarageShelf;
  car: GarageCar;
  /** The car's name ('Pulse Drive 1.3 2024'). */
  name: string;
  links: Pick<GarageProps, 'recallUrl' | 'tradeInUrl' | 'configuratorUrl'>;
  /** Offer to save the car as wanted (a visited car not wanted yet). */
  canWant: boolean;
  onWant: () => void;
  onRemove: () => void;
}

/**
 * One car of the garage: its name, year and (owned) plate and chassis, and what can be done with it —
 * an owned car: recall search and trade-in; a wanted car: the configurator; a visited one: save as
 * wanted; any: remove.
 */
export function GarageCarItem({ t, shelf, car, name, links, canWant, onWant, onRemove }: Props) {
  const recall = shelf === 'owned' ? recallLink(links.recallUrl, car) : null;
  const tradeIn = shelf === 'owned' ? tradeInLink(links.tradeInUrl, car) : null;
  const configure = shelf !== 'owned' ? configuratorLink(links.configuratorUrl, car) : null;
  const link = (href: string, label: string, aria: string) => (
    <a className="hub-button" data-variant="secondary" part="button" href={href} aria-label={aria}>
      {label}
    </a>
  );
  return (
    <li className="hub-card garage-car">
      <div>
        <p className="hub-subtitle garage-car-facts">{name}</p>
        {shelf === 'owned' && (
          <p className="hub-hint garage-car-facts">
            {[
              car.plate && t('plate', { plate: car.plate }),
              car.chassis && t('chassis', { chassis: car.chassis }),
            ]
              .filter(Boolean)
              .join(' · ')}
            {car.exclusive ? ` · ${t('exclusive')}` : ''}
          </p>
        )}
      </div>
      <div className="garage-car-actions">
        {recall && link(recall, t('recall'), t('recallOf', { car: name }))}
        {tradeIn && link(tradeIn, t('tradeIn'), t('tradeInOf', { car: name }))}
        {configure && link(configure, t('configure'), t('configureOf', { car: name }))}
        {canWant && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-label={t('saveWantedOf', { car: name })}
            onClick={onWant}
          >
            {t('saveWanted')}
          </button>
        )}
        <button
          type="button"
          className="hub-button"
          data-variant="link"
          part="button"
          aria-label={t('removeOf', { car: name })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      </div>
      {shelf === 'owned' && <OwnedCarDetail car={car} name={name} />}
      {shelf === 'owned' && car.plate && <OwnedCarEvaluation plate={car.plate} name={name} />}
    </li>
  );
}
