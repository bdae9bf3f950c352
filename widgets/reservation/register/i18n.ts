/** pt-BR texts of the registration: sign-in, the buyer's data, a B2E buyer's purchase-for and the pre-reservation. */
const ptBR = {
  signInTitle: 'Entre na sua conta para reservar',
  signInText: 'A compra online é feita na sua conta: entre e volte a esta página.',
  signIn: 'Entrar',
  registerTitle: 'Seus dados',
  birthday: 'Data de nascimento (DD/MM/AAAA)',
  existing: 'Já existe uma reserva para este CPF/CNPJ',
  preReserve: 'Pré-reservar',
  purchaseForLegend: 'Para quem é a compra?',
  purchaseForHint: 'Você compra pelo programa de funcionários: informe para quem é o carro.',
  purchaseForMissing: 'Escolha para quem é a compra.',
  'purchaseFor.EMPLOYEE': 'Funcionário',
  'purchaseFor.FAMILY_MEMBER': 'Familiar do funcionário',
  'purchaseFor.INVOICE_ASSIGNEE': 'Cessionário da nota fiscal',
  'purchaseFor.GROUP_COLLABORATOR': 'Colaborador do grupo',
  'purchaseFor.COLLABORATOR_DEPENDENT': 'Dependente do colaborador',
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
    purchaseForLegend: '¿Para quién es la compra?',
    purchaseForHint: 'Comprás por el programa para empleados: indicá para quién es el auto.',
    purchaseForMissing: 'Elegí para quién es la compra.',
    'purchaseFor.EMPLOYEE': 'Empleado',
    'purchaseFor.FAMILY_MEMBER': 'Familiar del empleado',
    'purchaseFor.INVOICE_ASSIGNEE': 'Cesionario de la factura',
    'purchaseFor.GROUP_COLLABORATOR': 'Colaborador del grupo',
    'purchaseFor.COLLABORATOR_DEPENDENT': 'Dependiente del colaborador',
  } satisfies Record<keyof typeof ptBR, string>,
};
