export { Rental, type RentalProps } from './Rental.tsx';
export { isRentalBrand, RENTAL_BRANDS } from './rentalBrands.ts';
