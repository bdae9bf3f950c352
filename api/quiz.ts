import { type ApiScope, type CallSpec, request } from './client.ts';
import type { QuizAnswersPayload } from './quiz.payloads.ts';

/** Quiz service (seed 001 §7): quiz answers and quiz save. */
export const quizCalls = {
  answers: { method: 'POST', path: 'quiz-answers' },
  save: { method: 'POST', path: 'quiz/save' },
} as const satisfies Record<string, CallSpec>;

/** The score of a quiz's answers. */
export interface QuizScore {
  quizId: string;
  score: number;
  total: number;
}

/** Sends the options chosen for a quiz (the identity validation's quiz among them). */
export function sendQuizAnswers(scope: ApiScope, payload: QuizAnswersPayload): Promise<QuizScore> {
  return request(scope, 'quiz', quizCalls.answers, { json: payload });
}
