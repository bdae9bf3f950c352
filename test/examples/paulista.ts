/**
 * The address tests type with the sandbox's São Paulo postal code (its lookup fills street,
 * neighbourhood, city and state) and the number 1000, as the services receive it.
 */
export const PAULISTA = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
