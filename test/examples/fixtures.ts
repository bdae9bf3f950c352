import { type SandboxVersion, versionsOf } from '../../api/sandbox/data/catalog.ts';
import { dealersBy, type SandboxDealer } from '../../api/sandbox/data/dealers.ts';
import { initialOffers } from '../../api/sandbox/data/offers.ts';
import { SANDBOX_PASSWORD, USERS } from '../../api/sandbox/data/users.ts';
import { CARS, recallsOf, type SandboxCar } from '../../api/sandbox/data/vehicles.ts';

/**
 * Sandbox records the catalogue examples use (tests only): the brand is Jeep, the market pt-BR, the
 * signed-in user Ana (`sandbox-token-ana`).
 */
export const ana = USERS[0] as (typeof USERS)[number];
export const anaEmail = ana.emails[0]?.email as string;
export const password = SANDBOX_PASSWORD;
export const cpf = ana.cpf as string;
export const otherCpf = '52998224725';
export const cnpj = '11222333000181';
export const [version, upgrade] = versionsOf('jeep', 'BR') as [SandboxVersion, SandboxVersion];
export const mvs = version.mvsCode;
export const price = version.price.BR as number;
export const dealer = dealersBy({
  brand: 'jeep',
  country: 'BR',
  stateCode: 'SP',
  offline: false,
})[0] as SandboxDealer;
export const jeepCar = CARS.find((car) => car.brand === 'jeep' && car.country === 'BR') as SandboxCar;
export const anaCar = CARS.find((car) => car.ownerId === ana.id) as SandboxCar;
export const recallCar = CARS.find((car) => recallsOf(car).length > 0) as SandboxCar;
export const otherCar = CARS.find((car) => car.ownerId === null && car.country === 'BR') as SandboxCar;
export const offer = initialOffers().find(
  (o) => o.brand === 'jeep' && o.country === 'BR' && o.published,
) as ReturnType<typeof initialOffers>[number];
export const file = (name = 'cnh.pdf', size = 2048) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf' });

/** A JPEG data URL big enough for the sandbox to find a face. */
export const photo = `data:image/jpeg;base64,${btoa(`\xFF\xD8\xFF\xE0${'\x10'.repeat(4000)}`)}`;

/** The financing simulation input of the examples. */
export const simulationInput = {
  mvs,
  year: 2026,
  price,
  colorCode: '296',
  entrancePercent: 30,
  numberOfInstallments: 48,
};
