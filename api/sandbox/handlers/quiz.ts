import { QuizAnswersPayloadSchema, QuizSavePayloadSchema } from '../../quiz.payloads.ts';
import { quizCalls } from '../../quiz.ts';
import { newId, remember } from '../state.ts';
import { created, tableHandlers } from '../table.ts';

/** A quiz's answers as the quiz service keeps them (the identity validation reads them). */
export interface QuizAnswers {
  quizId: string;
  score: number;
  total: number;
}

/** Quiz service: answers scored against the sandbox quiz (right options end in 'A'), saved results. */
export const quizHandlers = tableHandlers('quiz', quizCalls, {
  answers: {
    schema: QuizAnswersPayloadSchema,
    resolve: ({ body }) => {
      const score = body.answers.filter((a: { optionId: string }) => a.optionId.endsWith('A')).length;
      return created(
        remember<QuizAnswers>('quiz:answers', { quizId: body.quizId, score, total: body.answers.length }),
      );
    },
  },
  save: {
    schema: QuizSavePayloadSchema,
    resolve: ({ body }) => created(remember('quiz:results', { id: newId('QZR'), ...body })),
  },
});
