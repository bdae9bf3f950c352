import { readStored, writeStored } from '../../core/storage.ts';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { BALANCE_CHOICES, type BalanceChoice } from '../../domain/order/balance/balance.ts';

/** The car of a reservation as it was at pre-reserve: its version, colour and price. */
export type ReservedCar = Pick<FinancedCar, 'mvs' | 'year' | 'colorCode' | 'price'>;

/**
 * What this browser remembers of a reservation across reloads: the car frozen at pre-reserve and the
 * balance method chosen. Nothing sensitive (no card data, no document, no token).
 */
export interface OrderMemory {
  car: ReservedCar | null;
  choice: BalanceChoice | null;
}

/** How long a reservation is remembered: 30 days. */
export const ORDER_MEMORY_TTL_MS = 30 * 24 * 3_600_000;

const keyOf = (reservationId: string) => `hub:reservation:${reservationId}`;

/** The car frozen at pre-reserve, without what the reservation does not need. */
export const reservedCar = ({ mvs, year, colorCode, price }: ReservedCar): ReservedCar => ({
  mvs,
  year,
  colorCode,
  price,
});

/** Remembers a reservation's car and balance choice. */
export function rememberOrder(reservationId: string, memory: OrderMemory): void {
  writeStored(keyOf(reservationId), {
    car: memory.car && reservedCar(memory.car),
    choice: memory.choice,
  } satisfies OrderMemory);
}

/** What this browser remembers of a reservation; nothing when absent, malformed or stale. */
export function recallOrder(reservationId: string, now = Date.now()): OrderMemory {
  const stored = readStored<Partial<OrderMemory>>(keyOf(reservationId), ORDER_MEMORY_TTL_MS, now)?.value;
  const car = stored?.car;
  const choice = stored?.choice;
  return {
    car:
      car && typeof car.mvs === 'string' && typeof car.price === 'number' && typeof car.year === 'number'
        ? reservedCar({ ...car, colorCode: String(car.colorCode ?? '') })
        : null,
    choice: choice && (BALANCE_CHOICES as readonly string[]).includes(choice) ? choice : null,
  };
}
