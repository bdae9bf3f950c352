import * as v from 'valibot';
import { email, text } from './schemas.ts';

/** `POST quiz-answers`: the option chosen for each question of a quiz (the identity validation's too). */
export const QuizAnswersPayloadSchema = v.looseObject({
  quizId: text(40),
  answers: v.pipe(v.array(v.looseObject({ questionId: text(40), optionId: text(40) })), v.minLength(1)),
});
/** What `sendQuizAnswers` sends. */
export type QuizAnswersPayload = v.InferInput<typeof QuizAnswersPayloadSchema>;

/** `POST quiz/save`: a quiz's score saved for an e-mail. */
export const QuizSavePayloadSchema = v.looseObject({
  quizId: text(40),
  score: v.pipe(v.number(), v.minValue(0)),
  email,
});
