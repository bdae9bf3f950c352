import type { CallSpec } from './client.ts';

/** Quiz service (seed 001 §7): quiz answers and quiz save. */
export const quizCalls = {
  answers: { method: 'POST', path: 'quiz-answers' },
  save: { method: 'POST', path: 'quiz/save' },
} as const satisfies Record<string, CallSpec>;
