import { cityByIbgeCode } from './geo.ts';

/** The address a Brazilian CEP resolves to. */
export interface AddressRecord {
  /** 8 digits, no mask. */
  postalCode: string;
  street: string;
  neighborhood: string;
  cityName: string;
  /** The city's 7-digit IBGE code (matches `CITIES` in geo.ts). */
  cityIbgeCode: string;
  stateCode: string;
}

/** [CEP, street, neighborhood, city IBGE code]; city name and UF come from geo.ts. */
const ROWS: readonly (readonly [string, string, string, number])[] = [
  ['01310100', 'Avenida Paulista', 'Bela Vista', 3550308],
  ['01001000', 'Praça da Sé', 'Sé', 3550308],
  ['04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 3550308],
  ['05422001', 'Rua dos Pinheiros', 'Pinheiros', 3550308],
  ['04094050', 'Avenida Pedro Álvares Cabral', 'Vila Mariana', 3550308],
  ['02011000', 'Rua Voluntários da Pátria', 'Santana', 3550308],
  ['03307000', 'Rua Tuiuti', 'Tatuapé', 3550308],
  ['07010000', 'Avenida Tiradentes', 'Centro', 3518800],
  ['13015000', 'Avenida Francisco Glicério', 'Centro', 3509502],
  ['11060001', 'Avenida Ana Costa', 'Gonzaga', 3548500],
  ['09715000', 'Rua Marechal Deodoro', 'Centro', 3548708],
  ['09015000', 'Rua Coronel Oliveira Lima', 'Centro', 3547809],
  ['06020010', 'Avenida dos Autonomistas', 'Centro', 3534401],
  ['12210000', 'Rua Sete de Setembro', 'Centro', 3549904],
  ['14010000', 'Rua General Osório', 'Centro', 3543402],
  ['18047000', 'Avenida Antônio Carlos Comitre', 'Parque Campolim', 3552205],
  ['13201000', 'Rua Barão de Jundiaí', 'Centro', 3525904],
  ['20040020', 'Avenida Rio Branco', 'Centro', 3304557],
  ['22041001', 'Avenida Nossa Senhora de Copacabana', 'Copacabana', 3304557],
  ['22250040', 'Praia de Botafogo', 'Botafogo', 3304557],
  ['22410003', 'Rua Visconde de Pirajá', 'Ipanema', 3304557],
  ['22640100', 'Avenida das Américas', 'Barra da Tijuca', 3304557],
  ['20520053', 'Rua Conde de Bonfim', 'Tijuca', 3304557],
  ['24020085', 'Avenida Ernani do Amaral Peixoto', 'Centro', 3303302],
  ['25010000', 'Avenida Presidente Kennedy', 'Centro', 3301702],
  ['30130010', 'Avenida Afonso Pena', 'Centro', 3106200],
  ['30112000', 'Avenida Getúlio Vargas', 'Savassi', 3106200],
  ['30150000', 'Avenida do Contorno', 'Santa Efigênia', 3106200],
  ['38400128', 'Avenida Afonso Pena', 'Centro', 3170206],
  ['36010010', 'Avenida Barão do Rio Branco', 'Centro', 3136702],
  ['32310000', 'Avenida João César de Oliveira', 'Eldorado', 3118601],
  ['29055131', 'Avenida Nossa Senhora da Penha', 'Praia do Canto', 3205309],
  ['29100011', 'Avenida Champagnat', 'Centro', 3205200],
  ['40060001', 'Avenida Sete de Setembro', 'Dois de Julho', 2927408],
  ['41820021', 'Avenida Tancredo Neves', 'Caminho das Árvores', 2927408],
  ['40140110', 'Avenida Oceânica', 'Barra', 2927408],
  ['44025010', 'Avenida Getúlio Vargas', 'Centro', 2910800],
  ['50030230', 'Rua do Bom Jesus', 'Recife', 2611606],
  ['51021000', 'Avenida Boa Viagem', 'Boa Viagem', 2611606],
  ['52011000', 'Avenida Rui Barbosa', 'Graças', 2611606],
  ['60165121', 'Avenida Beira Mar', 'Meireles', 2304400],
  ['60170001', 'Avenida Santos Dumont', 'Aldeota', 2304400],
  ['70301000', 'SCS Quadra 1', 'Asa Sul', 5300108],
  ['70710000', 'SCN Quadra 2', 'Asa Norte', 5300108],
  ['74005010', 'Avenida Goiás', 'Setor Central', 5208707],
  ['74223060', 'Avenida T-10', 'Setor Bueno', 5208707],
  ['80020310', 'Rua XV de Novembro', 'Centro', 4106902],
  ['80240001', 'Avenida Sete de Setembro', 'Batel', 4106902],
  ['86020080', 'Avenida Higienópolis', 'Centro', 4113700],
  ['87013000', 'Avenida Brasil', 'Zona 01', 4115200],
  ['88010400', 'Rua Felipe Schmidt', 'Centro', 4205407],
  ['88015700', 'Avenida Jornalista Rubens de Arruda Ramos', 'Centro', 4205407],
  ['89201000', 'Rua do Príncipe', 'Centro', 4209102],
  ['89010001', 'Rua XV de Novembro', 'Centro', 4202404],
  ['90020004', 'Rua dos Andradas', 'Centro Histórico', 4314902],
  ['90570080', 'Rua Padre Chagas', 'Moinhos de Vento', 4314902],
  ['95010000', 'Avenida Júlio de Castilhos', 'Centro', 4305108],
  ['69005040', 'Avenida Eduardo Ribeiro', 'Centro', 1302603],
  ['69050010', 'Avenida Djalma Batista', 'Chapada', 1302603],
  ['66017000', 'Avenida Presidente Vargas', 'Campina', 1501402],
  ['66035170', 'Avenida Nazaré', 'Nazaré', 1501402],
  ['65020250', 'Rua Grande', 'Centro', 2111300],
  ['64001020', 'Avenida Frei Serafim', 'Centro', 2211001],
  ['59090000', 'Avenida Engenheiro Roberto Freire', 'Ponta Negra', 2408102],
  ['58039000', 'Avenida Epitácio Pessoa', 'Tambaú', 2507507],
  ['57035180', 'Avenida Álvaro Otacílio', 'Ponta Verde', 2704302],
  ['49010050', 'Avenida Ivo do Prado', 'Centro', 2800308],
  ['78005370', 'Avenida Getúlio Vargas', 'Centro Norte', 5103403],
  ['79002333', 'Rua 14 de Julho', 'Centro', 5002704],
  ['76801096', 'Avenida Sete de Setembro', 'Centro', 1100205],
  ['69900064', 'Rua Benjamin Constant', 'Centro', 1200401],
  ['68900073', 'Avenida FAB', 'Centro', 1600303],
  ['69301350', 'Avenida Jaime Brasil', 'Centro', 1400100],
  ['77020002', 'Avenida Joaquim Teotônio Segurado', 'Plano Diretor Sul', 1721000],
];

/** Every known sandbox address, one per CEP. */
export const ADDRESSES: AddressRecord[] = ROWS.map(([postalCode, street, neighborhood, ibge]) => {
  const city = cityByIbgeCode(String(ibge));
  if (!city) throw new Error(`postal-codes: no city with IBGE code ${ibge}`);
  return {
    postalCode,
    street,
    neighborhood,
    cityName: city.name,
    cityIbgeCode: city.ibgeCode,
    stateCode: city.stateCode,
  };
});

const byCep = new Map(ADDRESSES.map((address) => [address.postalCode, address]));

/**
 * The address of a CEP, masked ('01310-100') or not ('01310100'); null when it is malformed or
 * unknown. CEPs starting with '00000' are always unknown, so tests can reach 'CEP NÃO ENCONTRADO'.
 */
export function lookupCep(cep: string): AddressRecord | null {
  const digits = cep.replace(/[\s.-]/g, '');
  if (!/^\d{8}$/.test(digits) || digits.startsWith('00000')) return null;
  const found = byCep.get(digits);
  return found ? { ...found } : null;
}
