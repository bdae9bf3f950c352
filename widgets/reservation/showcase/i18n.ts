/** pt-BR texts of the showcase: the car, its campaign and dealers, and the offer to resume an unfinished purchase. */
const ptBR = {
  showcaseTitle: 'Reserve este carro',
  campaign: 'Campanha',
  available: '{count} unidades disponíveis',
  unavailable: 'Nenhum veículo disponível',
  price: 'Preço do veículo: {price}',
  dealerRequired: 'É obrigatório selecionar uma concessionária',
  noDealers: 'Nenhuma concessionária desta campanha encontrada.',
  chooseState: 'Escolha o estado',
  useLocation: 'Usar minha localização',
  nearby: 'Concessionárias a até {radius} km',
  locationRefused: 'Não foi possível obter sua localização. Escolha na lista.',
  distance: '{km} km',
  reserveThis: 'Quero reservar',
  resumeTitle: 'Você tem uma compra não concluída',
  resume: 'Continuar minha compra',
};

/** Texts of the showcase: the car, its campaign and dealers, and the offer to resume an unfinished purchase (pt-BR, es-AR); `../i18n.ts` gathers them into the widget's messages. */
export const showcaseTexts = {
  'pt-BR': ptBR,
  'es-AR': {
    showcaseTitle: 'Reservá este auto',
    campaign: 'Campaña',
    available: '{count} unidades disponibles',
    unavailable: 'No hay vehículos disponibles',
    price: 'Precio del vehículo: {price}',
    dealerRequired: 'Es obligatorio seleccionar un concesionario',
    noDealers: 'No encontramos concesionarios de esta campaña.',
    chooseState: 'Elegí la provincia',
    useLocation: 'Usar mi ubicación',
    nearby: 'Concesionarios a hasta {radius} km',
    locationRefused: 'No pudimos obtener tu ubicación. Elegí de la lista.',
    distance: '{km} km',
    reserveThis: 'Quiero reservar',
    resumeTitle: 'Tenés una compra sin terminar',
    resume: 'Continuar mi compra',
  } satisfies Record<keyof typeof ptBR, string>,
};
