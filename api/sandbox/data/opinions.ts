import type { Opinion, Rating } from '../../opinions.ts';
import { VERSIONS } from './catalog.ts';
import type { Country } from './geo.ts';
import { pick, randomInt, seededRandom } from './random.ts';

/** What owners write, by language and rating (1 very bad … 5 very good); `{model}` is the model's name. */
const TEXTS: Record<'pt-BR' | 'es-AR', Record<Rating, string[]>> = {
  'pt-BR': {
    1: [
      'Meu {model} ficou três semanas na concessionária esperando peça. Atendimento pós-venda muito fraco.',
      'Barulho no painel desde a primeira semana e ninguém resolve. Esperava muito mais do {model}.',
    ],
    2: [
      'O {model} é bonito, mas o consumo na cidade ficou bem acima do anunciado.',
      'Banco traseiro apertado para três adultos e o porta-malas é menor do que parece.',
      'A central multimídia trava com frequência ao conectar o celular.',
    ],
    3: [
      'Carro honesto para o dia a dia. Nada de excepcional, mas também sem sustos.',
      'Bom acabamento, porém a suspensão é dura nas ruas esburacadas.',
      'Cumpre o que promete. A revisão é cara, mas o atendimento foi bom.',
    ],
    4: [
      'Estou gostando muito do {model}: confortável, silencioso na estrada e fácil de estacionar.',
      'Viajei 800 km com a família e o consumo surpreendeu. Só senti falta de mais porta-trecos.',
      'Direção leve e câmbio suave. O pacote de segurança passa confiança.',
    ],
    5: [
      'Melhor carro que já tive. O {model} é econômico, espaçoso e a entrega foi no prazo.',
      'Atendimento impecável na concessionária e o carro superou as expectativas.',
      'Desempenho excelente, acabamento caprichado e a conectividade funciona perfeitamente.',
    ],
  },
  'es-AR': {
    1: [
      'Mi {model} estuvo tres semanas en el taller esperando un repuesto. La posventa dejó mucho que desear.',
      'Ruidos en el tablero desde la primera semana y nadie lo soluciona. Esperaba mucho más del {model}.',
    ],
    2: [
      'El {model} es lindo, pero en ciudad consume bastante más de lo anunciado.',
      'El asiento trasero queda chico para tres adultos y el baúl es menor de lo que parece.',
      'El multimedia se cuelga seguido al conectar el celular.',
    ],
    3: [
      'Un auto correcto para el día a día. Nada excepcional, pero sin sorpresas.',
      'Buenas terminaciones, aunque la suspensión es dura en calles con pozos.',
      'Cumple con lo que promete. El service es caro, pero la atención fue buena.',
    ],
    4: [
      'Estoy muy conforme con el {model}: cómodo, silencioso en ruta y fácil de estacionar.',
      'Hice 800 km con la familia y el consumo me sorprendió. Solo le faltan más portaobjetos.',
      'Dirección liviana y caja suave. El equipamiento de seguridad da confianza.',
    ],
    5: [
      'El mejor auto que tuve. El {model} es económico, amplio y me lo entregaron en fecha.',
      'Atención impecable en la concesionaria y el auto superó mis expectativas.',
      'Andar excelente, terminaciones prolijas y la conectividad funciona perfecto.',
    ],
  },
};

const NAMES: Record<Country, string[]> = {
  BR: ['Mariana', 'João', 'Fernanda', 'Lucas', 'Patrícia', 'Rafael', 'Camila', 'Thiago', 'Juliana', 'Bruno'],
  AR: ['Sofía', 'Matías', 'Valentina', 'Santiago', 'Lucía', 'Facundo', 'Camila', 'Joaquín', 'Florencia'],
};

/** Ratings drawn with the weights owners give in practice: mostly good, some regular, few bad. */
const RATINGS: Rating[] = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1];

const DAY = 86_400_000;
/** The sandbox's opinions were written between these two dates. */
const FIRST = Date.UTC(2025, 0, 10);
const LAST = Date.UTC(2026, 9, 31);

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The name of a model the catalogue sells in a country; null when it sells none of that code. */
export function modelNameIn(model: string, country: Country): string | null {
  return VERSIONS.find((v) => v.modelCode === model && v.price[country] !== undefined)?.modelName ?? null;
}

/**
 * The opinions owners had written on a model in a country when the sandbox started: 6 to 13 per
 * model, the same on every run, in the country's language; about one in four by an owner of less than
 * 30 days (the new-customer mark). Ids `OPN-<model>-<country>-<n>`.
 */
export function seededOpinions(model: string, country: Country): Opinion[] {
  const name = modelNameIn(model, country);
  if (!name) return [];
  const random = seededRandom(`opinions-${model}-${country}`);
  const texts = TEXTS[country === 'AR' ? 'es-AR' : 'pt-BR'];
  return Array.from({ length: randomInt(random, 6, 13) }, (_, index) => {
    const rating = pick(random, RATINGS);
    const written = FIRST + Math.floor(random() * (LAST - FIRST));
    const owned = random() < 0.25 ? randomInt(random, 2, 28) : randomInt(random, 31, 900);
    return {
      id: `OPN-${model}-${country}-${index + 1}`,
      model,
      rating,
      text: pick(random, texts[rating]).replaceAll('{model}', name),
      author: pick(random, NAMES[country]),
      createdAt: isoDay(written),
      ownedSince: isoDay(written - owned * DAY),
      useful: randomInt(random, 0, 40),
    };
  });
}
