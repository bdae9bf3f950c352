/** pt-BR texts of the registration: sign-in, the buyer's data and the pre-reservation. */
const ptBR = {
  signInTitle: 'Entre na sua conta para reservar',
  signInText: 'A compra online é feita na sua conta: entre e volte a esta página.',
  signIn: 'Entrar',
  registerTitle: 'Seus dados',
  birthday: 'Data de nascimento (DD/MM/AAAA)',
  existing: 'Já existe uma reserva para este CPF/CNPJ',
  preReserve: 'Pré-reservar',
};

/** Texts of the registration: sign-in, the buyer's data and the pre-reservation (pt-BR, es-AR); `../i18n.ts` gathers them into the widget's messages. */
export const registerTexts = {
  'pt-BR': ptBR,
  'es-AR': {
    signInTitle: 'Ingresá a tu cuenta para reservar',
    signInText: 'La compra online se hace en tu cuenta: ingresá y volvé a esta página.',
    signIn: 'Ingresar',
    registerTitle: 'Tus datos',
    birthday: 'Fecha de nacimiento (DD/MM/AAAA)',
    existing: 'Ya existe una reserva para este documento',
    preReserve: 'Prerreservar',
  } satisfies Record<keyof typeof ptBR, string>,
};
