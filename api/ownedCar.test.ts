import { describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import {
  downloadWarrantyTerms,
  FLAWLESS_SOURCE,
  getCarInvoice,
  getFlawlessDelivery,
  getMopar,
  getWarranty,
  simulateMoparPayment,
} from './ownedCar.ts';
import { USERS } from './sandbox/data/users.ts';
import { CARS } from './sandbox/data/vehicles.ts';

startSandbox();
const ownerIn = (market: string) => USERS.find((u) => u.market === market)?.id;
const brCar = CARS.find((car) => car.ownerId === ownerIn('pt-BR'))!;
const arCar = CARS.find((car) => car.ownerId === ownerIn('es-AR'))!;

describe("the owner's car services", () => {
  it('warranty by model code, in the language of the market', async () => {
    const br = await getWarranty(sandboxScope('fiat'), brCar.modelCode);
    expect(br).toMatchObject({ modelCode: brCar.modelCode, modelName: brCar.modelName, years: 3, km: null });
    expect(br.coverage).toContain('Motor e câmbio');
    const ar = await getWarranty(sandboxScope('fiat', 'es-AR'), arCar.modelCode);
    expect(ar).toMatchObject({ years: 3, km: 100_000 });
    expect(ar.coverage).toContain('Motor y caja');
    expect(journalOf('benefits').map((e) => [e.path, e.query])).toEqual([
      ['/benefits/warranty', { modelCode: brCar.modelCode }],
      ['/benefits/warranty', { modelCode: arCar.modelCode }],
    ]);
  });

  it('the warranty terms: a PDF named by the brand, asked with the brand hub context', async () => {
    const blob = await downloadWarrantyTerms(sandboxScope('jeep'), brCar.chassis);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toContain(brCar.chassis);
    const [sent] = journalOf('benefits');
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/benefits/warranty-terms',
      body: { chassis: brCar.chassis },
    });
    expect(sent?.headers['x-hub-context']).toBe('jeep');
  });

  it("flawless delivery and invoice by VIN: the car's delivery, dealer and price", async () => {
    const scope = sandboxScope('fiat');
    const delivery = await getFlawlessDelivery(scope, brCar.chassis);
    expect(delivery).toMatchObject({ vin: brCar.chassis, status: 'DELIVERED' });
    expect(delivery.deliveredAt?.startsWith(String(brCar.year))).toBe(true);
    expect(delivery.checklist).toContain('Chave reserva');
    const invoice = await getCarInvoice(scope, brCar.chassis);
    expect(invoice.amount).toBeGreaterThan(50_000);
    expect(invoice.issuedAt! < delivery.deliveredAt!).toBe(true);
    expect(journalOf('benefits').map((e) => [e.path, e.query])).toEqual([
      [`/benefits/flawlessDelivery/${FLAWLESS_SOURCE}/${brCar.chassis}`, {}],
      ['/benefits/invoice', { vin: brCar.chassis }],
    ]);
    const arDelivery = await getFlawlessDelivery(sandboxScope('fiat', 'es-AR'), arCar.chassis);
    expect(arDelivery.checklist).toContain('Llave de repuesto');
    await expect(getCarInvoice(scope, '9BD00000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('Mopar services and the models they fit, of the brand and market', async () => {
    const { services, models } = await getMopar(sandboxScope('fiat', 'es-AR'));
    expect(services.map((s) => s.title)).toContain('Cambio de aceite y filtro Mopar');
    expect(models.length).toBeGreaterThan(0);
    const fit = models.map((m) => m.modelCode);
    for (const code of services[0]?.modelCodes ?? []) expect(fit).toContain(code);
    expect(
      journalOf('benefits')
        .map((e) => [e.path, e.query])
        .sort(),
    ).toEqual([
      ['/benefits/mopar', { brand: 'fiat', market: 'es-AR' }],
      ['/benefits/mopar/possible-models', { brand: 'fiat' }],
    ]);
  });

  it('a payment simulation sends amount, installments and the referrer header', async () => {
    const payment = await simulateMoparPayment(sandboxScope('fiat'), 599, 3, 'https://loja.example/garagem');
    expect(payment).toEqual({ amount: 599, installments: 3, installmentValue: 199.67, interest: 0 });
    const [sent] = journalOf('benefits');
    expect(sent).toMatchObject({
      path: '/benefits/simulation/payment',
      body: { amount: 599, installments: 3 },
    });
    expect(sent?.headers.referrer).toBe('https://loja.example/garagem');
  });
});
