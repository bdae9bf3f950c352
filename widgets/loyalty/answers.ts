import { listOf, numberOf, recordOf, textOf } from '../../api/answers.ts';

/** A line of the ranking as shown. */
export interface RankingLine {
  position: number;
  name: string;
  points: number;
  /** The signed-in member's own line. */
  self: boolean;
}

/** A page of the ranking: its lines and where it is (pages from 0; the size is the service's). */
export interface RankingPage {
  lines: RankingLine[];
  page: number;
  size: number;
  totalPages: number;
}

/** A ranking answer as a page; lines without a position or name are left out. */
export function toRankingPage(answer: unknown): RankingPage {
  const raw = recordOf(answer);
  const lines = listOf(answer, 'content').flatMap((line) => {
    const position = numberOf(line.position);
    const name = textOf(line.name);
    return position === null || !name
      ? []
      : [{ position, name, points: numberOf(line.points) ?? 0, self: line.self === true }];
  });
  const size = numberOf(raw?.size) ?? lines.length;
  const total = numberOf(raw?.totalElements);
  const totalPages =
    numberOf(raw?.totalPages) ??
    (total !== null && size > 0 ? Math.ceil(total / size) : lines.length ? 1 : 0);
  return { lines, page: numberOf(raw?.page) ?? 0, size, totalPages };
}

/** A plan of the paid programme. */
export interface LoyaltyPlan {
  id: string;
  name: string;
  monthlyPrice: number | null;
}

/** The plans in a plan answer (a list, or `{ plans: [...] }`). */
export function toPlans(answer: unknown): LoyaltyPlan[] {
  return listOf(answer, 'plans').flatMap((plan) => {
    const id = textOf(plan.id);
    return id ? [{ id, name: textOf(plan.name) ?? id, monthlyPrice: numberOf(plan.monthlyPrice) }] : [];
  });
}

/** A question and its answer. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The FAQ entries with both a question and an answer. */
export function toFaq(answer: unknown): FaqEntry[] {
  return listOf(answer, 'content').flatMap((entry, i) => {
    const question = textOf(entry.question);
    const text = textOf(entry.answer);
    return question && text ? [{ id: textOf(entry.id) ?? String(i), question, answer: text }] : [];
  });
}

/** A prize and the points it takes. */
export interface Prize {
  id: string;
  name: string;
  description: string | null;
  points: number | null;
}

/** The prizes with a name. */
export function toPrizes(answer: unknown): Prize[] {
  return listOf(answer, 'content').flatMap((prize, i) => {
    const name = textOf(prize.name);
    return name
      ? [
          {
            id: textOf(prize.id) ?? String(i),
            name,
            description: textOf(prize.description),
            points: numberOf(prize.points),
          },
        ]
      : [];
  });
}
