import type { MoparService } from '../../../api/ownedCar.ts';
import { formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { OwnedCarT } from './i18n.ts';
import { MoparPaymentForm } from './MoparPaymentForm.tsx';
import { ServiceSection } from './ServiceSection.tsx';
import type { OwnedCarServices } from './useOwnedCarServices.ts';

interface Props {
  t: OwnedCarT;
  services: OwnedCarServices;
}

/** The Mopar services that fit the car's model (`mopar`, `mopar/possible-models`), and a payment simulation. */
export function MoparSection({ t, services }: Props) {
  const { context } = useWidget();
  const fits = (service: MoparService) =>
    service.modelCodes.length === 0 || service.modelCodes.includes(services.modelCode ?? '');
  return (
    <ServiceSection t={t} title={t('mopar')} resource={services.mopar}>
      {({ services: offers, models }) => {
        const covered = models.some((m) => m.modelCode === services.modelCode);
        const mine = covered ? offers.filter(fits) : [];
        if (mine.length === 0) return <p>{t('moparNone')}</p>;
        return (
          <>
            <ul className="hub-stack owned-car-mopar">
              {mine.map((service) => (
                <li key={service.id}>
                  <span>{service.title}</span>
                  {' — '}
                  <span>
                    {service.price !== null
                      ? formatMoney(service.price, context.market)
                      : service.discountPercent !== null
                        ? t('moparDiscount', { percent: service.discountPercent })
                        : ''}
                  </span>
                </li>
              ))}
            </ul>
            <MoparPaymentForm t={t} services={mine.filter((s) => s.price !== null && s.price > 0)} />
          </>
        );
      }}
    </ServiceSection>
  );
}
