import { useRef, useState } from 'react';
import type { GarageCar } from '../../../api/garage.ts';
import { downloadWarrantyTerms, type Warranty } from '../../../api/ownedCar.ts';
import { failureKind } from '../../../core/errors.ts';
import { formatDate, formatNumber } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { saveBlob } from '../../../domain/documents/saveBlob.ts';
import { addMonths, localDay } from '../../../domain/owned-car/index.ts';
import type { OwnedCarT } from './i18n.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { TitledList } from './TitledList.tsx';
import type { OwnedCarServices } from './useOwnedCarServices.ts';

interface Props {
  t: OwnedCarT;
  car: GarageCar;
  services: OwnedCarServices;
}

/**
 * The warranty of the car's model (years, kilometres, what it covers, until when from the delivery)
 * and its terms as a PDF, downloaded once per press (`warranty-terms` with the brand's hub context).
 */
export function WarrantySection({ t, car, services }: Props) {
  const { context, emit } = useWidget();
  const [download, setDownload] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const busy = useRef(false);
  const save = async () => {
    if (busy.current || !car.chassis) return;
    busy.current = true;
    setDownload('busy');
    try {
      const blob = await downloadWarrantyTerms(context, car.chassis);
      saveBlob(blob, `garantia-${context.brand}-${car.chassis}.pdf`);
      setDownload('saved');
      emit('hub-submit-success', { form: 'garage-warranty-terms', shelf: 'owned', id: car.id });
    } catch (error) {
      setDownload('failed');
      emit('hub-submit-error', { form: 'garage-warranty-terms', shelf: 'owned', code: failureKind(error) });
    } finally {
      busy.current = false;
    }
  };
  const until = (warranty: Warranty) =>
    services.carDate && warranty.years ? addMonths(services.carDate, warranty.years * 12) : null;
  return (
    <ServiceSection<Warranty> t={t} title={t('warranty')} resource={services.warranty}>
      {(warranty) => {
        const end = until(warranty);
        return (
          <>
            {warranty.years !== null && (
              <p>
                {warranty.km === null
                  ? t('warrantyYears', { years: warranty.years })
                  : t('warrantyYearsKm', {
                      years: warranty.years,
                      km: formatNumber(warranty.km, context.market),
                    })}{' '}
                {end &&
                  t(end >= localDay() ? 'warrantyUntil' : 'warrantyEnded', {
                    date: formatDate(end, context.market),
                  })}
              </p>
            )}
            <TitledList title={t('coverage')} items={warranty.coverage} />
            {warranty.extendedAvailable && <p className="hub-hint">{t('extended')}</p>}
            {download === 'failed' && (
              <p className="hub-alert" data-tone="error" role="alert" part="alert">
                {t('failure')}
              </p>
            )}
            {download === 'saved' && (
              <p className="hub-hint" role="status">
                {t('termsSaved')}
              </p>
            )}
            {car.chassis && (
              <div className="hub-row">
                <button
                  type="button"
                  className="hub-button"
                  data-variant="secondary"
                  part="button"
                  aria-disabled={download === 'busy' || undefined}
                  data-loading={download === 'busy' ? '' : undefined}
                  onClick={() => void save()}
                >
                  {download === 'busy' ? t('termsBusy') : t('terms')}
                </button>
              </div>
            )}
          </>
        );
      }}
    </ServiceSection>
  );
}
