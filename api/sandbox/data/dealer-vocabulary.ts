import { BRAND_NAMES } from '../../../core/brands.ts';

/**
 * What the dealer generator draws from: brand names and reach, hub cities, name parts and addresses
 * (made-up, no real company names), sales regions. Lists are '|'-separated to keep the file short.
 */

const list = (text: string) => text.split('|');

/** Brand id → the name its dealers carry: the brand's name, DS dealers being 'DS Store'. */
export const BRAND_LABELS: Record<string, string> = { ...BRAND_NAMES, ds: 'DS Store' };

/** Share of the non-hub cities where a brand has dealers. */
export const BRAND_REACH: Record<string, number> = {
  fiat: 0.95,
  jeep: 0.8,
  peugeot: 0.6,
  citroen: 0.6,
  ram: 0.5,
  'fiat-abarth': 0.3,
  dodge: 0.25,
  chrysler: 0.25,
  ds: 0.2,
};

/** Cities where every brand sold in the country has at least one dealer (1–4 by brand size). */
export const HUB_CITIES = new Set(
  list(
    'São Paulo|Rio de Janeiro|Belo Horizonte|Brasília|Salvador|Fortaleza|Recife|Curitiba|Porto Alegre|Goiânia|' +
      'Campinas|Florianópolis|Manaus|Belém|Vitória|Buenos Aires|Córdoba|Rosario|Mendoza|La Plata|' +
      'San Miguel de Tucumán|Mar del Plata|Neuquén|Salta|Santa Fe',
  ),
);

/** Name parts and addresses per country. */
export const WORDS = {
  BR: {
    places: list(
      'Aurora|Horizonte|Atlântico|Bandeirantes|Cerrado|Litoral|Planalto|Serra Azul|Vale Verde|Imperial|Estrela|' +
        'Central|Continental|Ipê|Jequitibá|Araucária|Guanabara|Pantanal|Sol Nascente|Nova Era|Mirante|Primavera|' +
        'Ouro Verde|Rota Sul|Pedra Branca',
    ),
    kinds: list('Motors|Veículos|Automóveis|Auto|Prime|Center|Premium|Mobilidade'),
    streets: list(
      'Avenida Brasil|Avenida Getúlio Vargas|Avenida Presidente Vargas|Rua Sete de Setembro|Avenida Independência|' +
        'Avenida das Nações|Avenida Juscelino Kubitschek|Rua XV de Novembro|Avenida Santos Dumont|' +
        'Avenida Marechal Rondon|Avenida Tiradentes|Avenida Dom Pedro II|Rua Barão do Rio Branco|' +
        'Avenida Castelo Branco|Avenida Amazonas|Avenida Brigadeiro Eduardo Gomes',
    ),
    hoods: list(
      'Centro|Jardim América|Vila Nova|Boa Vista|Santa Cruz|São José|Distrito Industrial|Jardim Europa|Bela Vista|' +
        'Parque das Nações|Cidade Nova|Santa Mônica|Vila Operária',
    ),
    mailbox: 'contato',
  },
  AR: {
    places: list(
      'Sierra|Pampa|Andes|Río|Cumbre|Aconcagua|Del Plata|Patagonia|Costanera|Lapacho|Quebracho|Horizonte|' +
        'Cordillera|Del Sur|Norte Grande|Ombú|Litoral|Valle|Alameda|Mirador|Estrella|Puente Viejo|Laguna|Tres Cerros',
    ),
    kinds: list('Motors|Automotores|Autos|Premium|Center|Cars'),
    streets: list(
      'Avenida San Martín|Avenida Rivadavia|Avenida Belgrano|Avenida Sarmiento|Avenida Colón|' +
        'Avenida Hipólito Yrigoyen|Calle Mitre|Avenida del Libertador|Avenida 9 de Julio|Calle Buenos Aires|' +
        'Avenida Pellegrini|Avenida Roca',
    ),
    hoods: list(
      'Centro|Barrio Norte|Villa Nueva|San Martín|Belgrano|Alberdi|Parque Industrial|General Paz|Villa del Parque|' +
        'Las Rosas|Los Álamos|San Vicente',
    ),
    mailbox: 'contacto',
  },
} as const;

/** State code → sales region: Brazil's five macro-regions (1–5), Argentina's six (6–11). */
export const REGIONS: Record<string, number> = Object.fromEntries(
  [
    'RO AC AM RR PA AP TO',
    'MA PI CE RN PB PE AL SE BA',
    'MS MT GO DF',
    'MG ES RJ SP',
    'PR SC RS',
    'C B',
    'X S E',
    'M J D',
    'Y A T G K F',
    'N W H P',
    'Q R U Z V L',
  ].flatMap((codes, index) => codes.split(' ').map((code) => [code, index + 1])),
);
