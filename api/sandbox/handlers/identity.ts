import * as v from 'valibot';
import { isValidPassword } from '../../../validators/index.ts';
import { identityCalls } from '../../identity.ts';
import { cpf, email, text } from '../../schemas.ts';
import { SANDBOX_PASSWORD, type SandboxUser, tokenOf, USERS } from '../data/users.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, tableHandlers } from '../table.ts';

interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
}

const accounts = () =>
  recordsOf<Account>('identity:accounts', () =>
    USERS.map((u: SandboxUser) => ({
      id: u.id,
      email: u.emails[0]?.email ?? '',
      password: SANDBOX_PASSWORD,
      name: u.name,
    })),
  );
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
  resetPassword: { schema: shape({ email }), resolve: () => ({ sent: true }) },
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
    return { value, exists: accounts().some((a) => a.email === value) || USERS.some((u) => u.cpf === value) };
  },
  createUser: {
    schema: shape({ name: text(120), email, cpf: v.optional(cpf) }),
    resolve: ({ basic, body }) => {
      if (!basic || basic.email !== body.email) return fail(422, 'credential e-mail must match the body');
      if (!isValidPassword(basic.password)) return fail(422, 'password does not meet the rules');
      if (accounts().some((a) => a.email === basic.email)) return fail(409, 'E-mail already registered');
      const account = { id: newId('USR'), email: basic.email, password: basic.password, name: body.name };
      accounts().push(account);
      return created({ id: account.id });
    },
  },
});
