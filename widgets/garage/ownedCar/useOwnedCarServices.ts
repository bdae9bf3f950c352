import type { GarageCar } from '../../../api/garage.ts';
import { getCarInvoice, getFlawlessDelivery, getMopar, getWarranty } from '../../../api/ownedCar.ts';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { modelCodeOfMvs } from '../../../domain/owned-car/index.ts';

/**
 * What an owned car's detail loads, each on its own (one failing leaves the others): the warranty of
 * its model, its flawless delivery and invoice by VIN, the Mopar services of the brand. A resource is
 * null when it cannot be asked (no benefits service, no chassis, an MVS without a model code).
 */
export function useOwnedCarServices(car: GarageCar) {
  const { context } = useWidget();
  const benefits = Boolean(context.services.benefits);
  const vin = benefits && car.chassis ? car.chassis : null;
  const modelCode = benefits ? modelCodeOfMvs(car.mvsCode) : null;
  const warranty = useResource(modelCode ? `warranty:${modelCode}` : null, (signal) =>
    getWarranty(context, modelCode as string, signal),
  );
  const delivery = useResource(vin ? `flawless:${vin}` : null, (signal) =>
    getFlawlessDelivery(context, vin as string, signal),
  );
  const invoice = useResource(vin ? `invoice:${vin}` : null, (signal) =>
    getCarInvoice(context, vin as string, signal),
  );
  const mopar = useResource(benefits ? 'mopar' : null, (signal) => getMopar(context, signal));
  return {
    benefits,
    vin,
    modelCode,
    warranty: modelCode ? warranty : null,
    delivery: vin ? delivery : null,
    invoice: vin ? invoice : null,
    mopar: benefits ? mopar : null,
    /** The car's date the reminder counts from: the delivery, else the invoice, else unknown. */
    carDate:
      (delivery.status === 'success' ? delivery.data.deliveredAt : null) ??
      (invoice.status === 'success' ? invoice.data.issuedAt : null),
  };
}

/** An owned car's services, as its sections receive them. */
export type OwnedCarServices = ReturnType<typeof useOwnedCarServices>;
