/**
 * Sandbox data of the loyalty programmes beyond what the seeds give (interpretations, api/README.md):
 * the ranking's other members, the questions and answers, the prizes, per programme and language.
 */

/** Members ranked beside the signed-in one: first names and points, Brazilian and Argentine. */
const RANKED: Record<'BR' | 'AR', string[]> = {
  BR: [
    'Marcos R.',
    'Juliana P.',
    'Ricardo S.',
    'Fernanda L.',
    'Thiago M.',
    'Camila A.',
    'Bruno C.',
    'Patrícia G.',
    'Eduardo F.',
    'Larissa N.',
    'Gustavo B.',
    'Aline V.',
    'Rodrigo T.',
    'Beatriz K.',
    'Felipe O.',
    'Mariana D.',
    'Lucas E.',
    'Renata H.',
    'Diego J.',
    'Vanessa Q.',
    'André W.',
    'Paula Z.',
  ],
  AR: [
    'Santiago R.',
    'Valentina P.',
    'Matías S.',
    'Camila L.',
    'Nicolás M.',
    'Florencia A.',
    'Joaquín C.',
    'Lucía G.',
    'Tomás F.',
    'Agustina N.',
    'Facundo B.',
    'Julieta V.',
    'Franco T.',
    'Milagros K.',
    'Ignacio O.',
    'Sofía D.',
    'Lautaro E.',
    'Micaela H.',
    'Gonzalo J.',
    'Rocío Q.',
    'Bruno W.',
    'Paula Z.',
  ],
};

/** How many members a ranking page holds (the service decides; seed 001 §9 does not show it). */
export const RANKING_PAGE_SIZE = 10;

/** A line of the ranking. */
export interface RankingLine {
  position: number;
  name: string;
  points: number;
  /** The signed-in member's own line. */
  self: boolean;
}

/**
 * The programme's ranking with the signed-in member placed by points among the others (points spread
 * from 3,150 down by 130 a place; ties go to the other member).
 */
export function rankingOf(country: 'BR' | 'AR', self: { name: string; points: number }): RankingLine[] {
  const others = RANKED[country].map((name, i) => ({ name, points: 3150 - i * 130, self: false }));
  return [...others, { ...self, self: true }]
    .sort((a, b) => b.points - a.points || Number(a.self) - Number(b.self))
    .map((line, i) => ({ position: i + 1, ...line }));
}

type Language = 'pt-BR' | 'es-AR';
type Names = { free: string; paid: string };

/** The programme's questions and answers, in the language asked. */
export function faqOf(language: Language, { free, paid }: Names) {
  const pt = [
    [
      `O que é o ${free}?`,
      `É o programa de relacionamento gratuito da marca para quem tem ou deseja um veículo. Basta se cadastrar para juntar pontos, ganhar medalhas e participar do ranking.`,
    ],
    [
      `Qual a diferença entre o ${free} e o ${paid}?`,
      `O ${paid} é a assinatura do programa: além de tudo o que o ${free} oferece, dá acesso a benefícios exclusivos e prêmios especiais, com pagamento mensal.`,
    ],
    [
      'Como junto pontos?',
      'Você ganha pontos ao conquistar medalhas, fazer revisões na rede autorizada, avaliar benefícios e responder às pesquisas do programa.',
    ],
    [
      'Meu carro participa do programa?',
      'Informe o chassi (VIN) do seu veículo na seção "Meu carro participa?" para saber se ele é elegível.',
    ],
    [
      'Como troco meus pontos por prêmios?',
      'Ao atingir a pontuação de um prêmio, ele fica disponível para resgate na concessionária de sua preferência.',
    ],
  ];
  const es = [
    [
      `¿Qué es ${free}?`,
      `Es el programa de fidelidad gratuito de la marca para quienes tienen o quieren un vehículo. Solo tenés que registrarte para sumar puntos, ganar medallas y entrar en el ranking.`,
    ],
    [
      `¿En qué se diferencian ${free} y ${paid}?`,
      `${paid} es la suscripción del programa: además de todo lo que ofrece ${free}, da acceso a beneficios exclusivos y premios especiales, con un pago mensual.`,
    ],
    [
      '¿Cómo sumo puntos?',
      'Sumás puntos al ganar medallas, hacer los services en la red oficial, calificar beneficios y responder las encuestas del programa.',
    ],
    [
      '¿Mi auto participa del programa?',
      'Ingresá el número de chasis (VIN) de tu vehículo en la sección "¿Mi auto participa?" para saber si es elegible.',
    ],
    [
      '¿Cómo canjeo mis puntos por premios?',
      'Cuando alcanzás los puntos de un premio, podés canjearlo en el concesionario que prefieras.',
    ],
  ];
  return (language === 'es-AR' ? es : pt).map(([question, answer], i) => ({
    id: `FAQ-${i + 1}`,
    question,
    answer,
  }));
}

/** The prizes of a brand's programme, in the language asked (points needed, ascending). */
export function prizesOf(language: Language, brand: string) {
  const es = language === 'es-AR';
  const byBrand: Record<string, [string, string, string, string, number][]> = {
    jeep: [
      [
        'Kit de accesorios Mopar',
        'Kit de acessórios Mopar',
        'Alfombras y organizador de baúl originales.',
        'Tapetes e organizador de porta-malas originais.',
        500,
      ],
      [
        'Service con descuento',
        'Revisão com desconto',
        '30% en el próximo service de la red oficial.',
        '30% na próxima revisão na rede autorizada.',
        1200,
      ],
      [
        'Jeep Experience off-road',
        'Jeep Experience off-road',
        'Un día de manejo todoterreno con instructores.',
        'Um dia de condução fora de estrada com instrutores.',
        3000,
      ],
    ],
    peugeot: [
      [
        'Lavado premium',
        'Lavagem premium',
        'Lavado completo en un concesionario Peugeot.',
        'Lavagem completa em uma concessionária Peugeot.',
        400,
      ],
      [
        'Service con descuento',
        'Revisão com desconto',
        '25% en el próximo service de la red oficial.',
        '25% na próxima revisão na rede autorizada.',
        1000,
      ],
      [
        'Fin de semana con un Peugeot 3008',
        'Fim de semana com um Peugeot 3008',
        'Un fin de semana con el SUV de la marca.',
        'Um fim de semana com o SUV da marca.',
        2800,
      ],
    ],
    ram: [
      [
        'Kit de herramientas Mopar',
        'Kit de ferramentas Mopar',
        'Kit de herramientas para la caja de carga.',
        'Kit de ferramentas para a caçamba.',
        600,
      ],
      [
        'Service con descuento',
        'Revisão com desconto',
        '30% en el próximo service de la red oficial.',
        '30% na próxima revisão na rede autorizada.',
        1500,
      ],
      [
        'Ram Rodeo Experience',
        'Ram Rodeo Experience',
        'Entradas para dos en un rodeo con la marca.',
        'Ingressos para dois em um rodeio com a marca.',
        3200,
      ],
    ],
  };
  return (byBrand[brand] ?? []).map(([nameEs, namePt, textEs, textPt, points], i) => ({
    id: `PRZ-${brand.toUpperCase()}-${i + 1}`,
    name: es ? nameEs : namePt,
    description: es ? textEs : textPt,
    points,
  }));
}

/** Sandbox users who are not members of any programme yet (they can register or subscribe). */
export const NOT_MEMBERS: readonly string[] = ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'];
