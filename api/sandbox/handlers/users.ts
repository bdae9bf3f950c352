import { HttpResponse, http } from 'msw';
import { TOKENS, USERS } from '../data/users.ts';
import { bearerOf, serve } from '../respond.ts';

/** Users service: the signed-in user's profile (bearer). */
export const userHandlers = [
  http.get(
    '*/users/users/self',
    serve('users', ({ request }) => {
      const token = bearerOf(request);
      const userId = token ? TOKENS[token] : undefined;
      const user = USERS.find((u) => u.id === userId);
      if (!user) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json(user);
    }),
  ),
];
