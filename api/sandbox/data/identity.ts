import type { IdentityQuiz } from '../../identity.ts';

/**
 * The identity quiz the sandbox asks a new account while it is AWAITING_QUIZ, in the market's language.
 * The right option of each question ends in 'A' (how the quiz service scores answers).
 */
export function identityQuizFor(quizId: string, market: string): IdentityQuiz {
  const es = market === 'es-AR';
  return {
    id: quizId,
    questions: [
      {
        id: 'city',
        text: es ? '¿En cuál de estas ciudades viviste?' : 'Em qual destas cidades você já morou?',
        options: [
          { id: 'city-A', text: es ? 'Córdoba' : 'Belo Horizonte' },
          { id: 'city-B', text: es ? 'Salta' : 'Manaus' },
          { id: 'city-C', text: es ? 'Neuquén' : 'Porto Velho' },
        ],
      },
      {
        id: 'phone',
        text: es ? '¿Con qué números termina uno de tus teléfonos?' : 'Um dos seus telefones termina em:',
        options: [
          { id: 'phone-B', text: '1234' },
          { id: 'phone-A', text: '4321' },
          { id: 'phone-C', text: '9876' },
        ],
      },
    ],
  };
}
