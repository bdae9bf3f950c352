import { useId, useState } from 'react';
import type { GarageCar } from '../../../api/garage.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { DeliverySections } from './DeliverySections.tsx';
import { ownedCarMessages } from './i18n.ts';
import { MoparSection } from './MoparSection.tsx';
import { OilReminder } from './OilReminder.tsx';
import { useOwnedCarServices } from './useOwnedCarServices.ts';
import { WarrantySection } from './WarrantySection.tsx';

interface Props {
  car: GarageCar;
  /** The car's name ('Pulse Drive 1.3 2024'). */
  name: string;
}

/** The services panel, mounted only while open so that nothing is asked before the owner looks. */
function OwnedCarServicesPanel({ car, name, id }: Props & { id: string }) {
  const t = useT(ownedCarMessages);
  const services = useOwnedCarServices(car);
  return (
    <section id={id} className="hub-stack owned-car-detail" aria-labelledby={`${id}-title`}>
      <h4 className="hub-subtitle" id={`${id}-title`}>
        {t('title', { car: name })}
      </h4>
      {services.benefits && (
        <>
          <WarrantySection t={t} car={car} services={services} />
          <DeliverySections t={t} services={services} />
          <MoparSection t={t} services={services} />
        </>
      )}
      <OilReminder t={t} car={car} carDate={services.carDate} />
    </section>
  );
}

/**
 * An owned car's services behind a disclosure button (keyboard: Tab to it, Enter or Space): warranty
 * and its terms, flawless delivery, invoice, Mopar services with a payment simulation, and the
 * oil-change reminder.
 */
export function OwnedCarDetail({ car, name }: Props) {
  const t = useT(ownedCarMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="owned-car">
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('openOf', { car: name })}
        onClick={() => setOpen((was) => !was)}
      >
        {t('open')}
      </button>
      {open && <OwnedCarServicesPanel car={car} name={name} id={id} />}
    </div>
  );
}
