import * as v from 'valibot';
import { isValidPassword } from '../../../validators/index.ts';
import { PasswordEmailPayloadSchema, SignUpPayloadSchema } from '../../identity.payloads.ts';
import { IDENTITY_STEPS, type IdentityStatus, identityCalls } from '../../identity.ts';
import { email, text } from '../../schemas.ts';
import { identityQuizFor } from '../data/identity.ts';
import { SANDBOX_PASSWORD, type SandboxUser, tokenOf, USERS } from '../data/users.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, tableHandlers } from '../table.ts';
import type { QuizAnswers } from './quiz.ts';

/** An identity account: the one password the sign-in checks and every password call changes. */
export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
  /** Where the identity validation stands (accounts of the sandbox users are persisted already). */
  status: IdentityStatus;
  /** The market the account signed up in: its quiz is asked in that market's language. */
  market?: string;
}

/**
 * The identity check of an account under validation: each look moves it one step on (the sandbox's
 * stand-in for time passing), except AWAITING_QUIZ, which waits for the quiz's answers. Every new
 * account is asked the quiz.
 */
function advance(account: Account): void {
  if (account.status === 'PERSISTED_ON_HUB') return;
  if (account.status === 'AWAITING_QUIZ') {
    const answered = recordsOf<QuizAnswers>('quiz:answers').some((a) => a.quizId === quizIdOf(account));
    if (!answered) return;
  }
  account.status = IDENTITY_STEPS[IDENTITY_STEPS.indexOf(account.status) + 1] ?? 'PERSISTED_ON_HUB';
}
const quizIdOf = (account: Account) => `IDQ-${account.id}`;

const accounts = () =>
  recordsOf<Account>('identity:accounts', () =>
    USERS.map((u: SandboxUser) => ({
      id: u.id,
      email: u.emails[0]?.email ?? '',
      password: SANDBOX_PASSWORD,
      name: u.name,
      status: 'PERSISTED_ON_HUB' as const,
    })),
  );

/** The account of a sandbox user (by id) or of an e-mail; undefined when there is none. */
export const accountOf = (key: { id?: string; email?: string }): Account | undefined =>
  accounts().find((a) => (key.id !== undefined ? a.id === key.id : a.email === key.email));

/**
 * The password e-mail's code (forgot, resend, v2 reset): `reset-token-<n>`, n counting the codes issued
 * since the sandbox started or was reset; an e-mail's outstanding code is sent again rather than a new
 * one. No code for an e-mail without an account (the answer does not say so).
 */
export function issueResetCode(email: string): void {
  if (!accountOf({ email })) return;
  const codes = recordsOf<{ email: string; code: string; used: boolean }>('identity:reset-codes');
  if (codes.some((c) => c.email === email && !c.used)) return;
  codes.push({ email, code: `reset-token-${codes.length + 1}`, used: false });
}

/** Takes an e-mailed code once: the account it was issued for, or undefined when unknown or used. */
export function takeResetCode(code: string): Account | undefined {
  const issued = recordsOf<{ email: string; code: string; used: boolean }>('identity:reset-codes').find(
    (c) => c.code === code && !c.used,
  );
  if (!issued) return undefined;
  issued.used = true;
  return accountOf({ email: issued.email });
}

const session = (ctx: Ctx) => ({ userId: ctx.user?.id, brand: ctx.brand, authenticated: true });
const eper = (ctx: Ctx) => ({ userId: ctx.user?.id ?? null, eligible: Boolean(ctx.user?.companyCnpj) });

/** Identity service v1/v2/v3: SSO sessions, migration, sign-in and sign-up with basic credentials. */
export const identityHandlers = tableHandlers('identity', identityCalls, {
  auth: session,
  discountClub: (ctx) => ({ id: ctx.params.id, eligible: Number(ctx.params.id?.length) % 2 === 0 }),
  eperV1: eper,
  rewards: (ctx) => ({ brand: ctx.brand, points: 1200 }),
  importUsers: {
    schema: v.pipe(v.array(shape({ name: text(120), email })), v.minLength(1)),
    resolve: ({ body }) => created({ imported: body.length }),
  },
  migrate: {
    schema: shape({ username: email }),
    resolve: ({ body }) => ({ username: body.username, migrated: true }),
  },
  preprocess: {
    schema: shape({ username: email }),
    resolve: ({ body }) => ({
      username: body.username,
      status: accounts().some((a) => a.email === body.username) ? 'PERSISTED_ON_HUB' : 'VALIDATING_IDENTITY',
    }),
  },
  preprocessResetPassword: { schema: shape({ username: email }), resolve: () => ({ resetEmailSent: true }) },
  resetPassword: {
    schema: PasswordEmailPayloadSchema,
    resolve: ({ body }) => {
      issueResetCode(body.email);
      return { sent: true };
    },
  },
  authV2: session,
  eper,
  authenticate: ({ basic }) => {
    const account = accounts().find((a) => a.email === basic?.email && a.password === basic?.password);
    if (!account) return fail(401, 'Ocorreu um erro, tente novamente');
    const token = tokenOf(account.id) ?? `sandbox-token-${account.id}`;
    return { accessToken: token, tokenType: 'Bearer', expiresIn: 3600, userId: account.id };
  },
  check: (ctx) => {
    const value = ctx.params.value ?? '';
    const account = accounts().find((a) => a.email === value);
    if (!account) return { value, exists: USERS.some((u) => u.cpf === value) };
    advance(account);
    const quiz =
      account.status === 'AWAITING_QUIZ'
        ? identityQuizFor(quizIdOf(account), account.market ?? ctx.market)
        : undefined;
    return { value, exists: true, status: account.status, ...(quiz ? { quiz } : {}) };
  },
  createUser: {
    schema: SignUpPayloadSchema,
    resolve: ({ basic, body }) => {
      if (!basic || basic.email !== body.email) return fail(422, 'credential e-mail must match the body');
      if (!isValidPassword(basic.password)) return fail(422, 'password does not meet the rules');
      if (accounts().some((a) => a.email === basic.email)) return fail(409, 'E-mail already registered');
      const account: Account = {
        id: newId('USR'),
        email: basic.email,
        password: basic.password,
        name: body.name,
        status: 'VALIDATING_IDENTITY',
        market: body.market,
      };
      accounts().push(account);
      return created({ id: account.id, status: account.status });
    },
  },
});
