import * as v from 'valibot';
import { isValidPassword } from '../../../validators/index.ts';
import { cpf, email, text } from '../../schemas.ts';
import { PasswordChangeSchema, ProfileChangesSchema } from '../../users.payloads.ts';
import { userCalls } from '../../users.ts';
import { hashOf } from '../data/benefits.ts';
import { dealersBy } from '../data/dealers.ts';
import { B2E_BUYERS, ORDER_BUYERS, SAMPLE_AUDITS, type SandboxUser, STAFF, USERS } from '../data/users.ts';
import { cnpj, fileLike, phone, shape, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { type Account, accountOf, issueResetCode, takeResetCode } from './identity.ts';

const password = v.pipe(v.string(), v.check(isValidPassword, 'password does not meet the rules'));
const profiles = () =>
  recordsOf<SandboxUser>('users:profiles', () =>
    structuredClone([...USERS, ...ORDER_BUYERS, ...STAFF, ...B2E_BUYERS]),
  );
const profileOf = (ctx: Ctx) => profiles().find((p) => p.id === ctx.user?.id) ?? fail(401, 'Unauthorized');

/** The signed-in user's profile as it is now (after any PATCH users/self); null when unknown. */
export const currentProfile = (userId: string | undefined): SandboxUser | null =>
  profiles().find((p) => p.id === userId) ?? null;
const audits = () =>
  recordsOf<{ userId: string; type: 'UPDATE'; fields: string[]; at: string }>('users:audit', () =>
    structuredClone(SAMPLE_AUDITS),
  );

/** Users service: profile, rental data, sign-up and passwords, reservation files, repairmen. */
export const userHandlers = tableHandlers('users', userCalls, {
  self: (ctx) => {
    const profile = profileOf(ctx);
    return profile instanceof Response
      ? profile
      : { ...profile, roles: profile.roles ?? ['customer'], benefitsHash: hashOf(profile.id) };
  },
  updateSelf: {
    schema: ProfileChangesSchema,
    resolve: (ctx) => {
      const profile = profileOf(ctx);
      if (profile instanceof Response) return profile;
      Object.assign(profile, ctx.body);
      audits().push({
        userId: profile.id,
        type: 'UPDATE',
        fields: Object.keys(ctx.body),
        at: new Date().toISOString(),
      });
      return profile;
    },
  },
  rental: (ctx) =>
    recordsOf<{ userId: string }>('users:rental').findLast((r) => r.userId === ctx.user?.id) ?? {},
  saveRental: {
    schema: v.pipe(
      v.looseObject({ companyName: v.optional(text(160)), cnpj: v.optional(cnpj), email: v.optional(email) }),
      v.check((body) => Object.keys(body).length > 0, 'No body content provided.'),
    ),
    resolve: (ctx) => created(remember('users:rental', { userId: ctx.user?.id, ...ctx.body })),
  },
  create: {
    schema: shape({
      name: text(120),
      email,
      cpf: v.optional(cpf),
      phone: v.optional(phone),
      salesforceIntegration: v.boolean(),
    }),
    resolve: ({ body }) => {
      if (profiles().some((p) => p.emails.some((e) => e.email === body.email)))
        return fail(409, 'E-mail already registered');
      return created(remember('users:created', { id: newId('USR'), ...body }));
    },
  },
  detailsCache: (ctx) => {
    const wanted = ctx.query.get('email');
    const found = wanted ? profiles().find((p) => p.emails.some((e) => e.email === wanted)) : null;
    if (wanted && !found) return notFound('Not cached');
    return found
      ? { id: found.id, name: found.name, cachedAt: '2025-01-01T00:00:00Z' }
      : { entries: profiles().length };
  },
  outdateAgreement: (ctx) => ({ userId: ctx.user?.id, agreementOutdated: true }),
  associatedDealer: (ctx) => {
    const dealer = dealersBy({ brand: ctx.brand, country: ctx.user?.market === 'es-AR' ? 'AR' : 'BR' })[0];
    return dealer ? { dealerCode: dealer.dealerCode, name: dealer.name } : notFound();
  },
  latestUpdate: (ctx) => {
    const userId = ctx.query.get('userId');
    return audits().findLast((a) => !userId || a.userId === userId) ?? notFound('No update recorded');
  },
  createPassword: {
    schema: shape({ email, password, confirmation: v.string() }),
    resolve: (ctx) => passwordSet(ctx, accountOf({ email: ctx.body.email })),
  },
  changePassword: {
    schema: PasswordChangeSchema,
    resolve: (ctx) => {
      const profile = profiles().find((p) => p.emails.some((e) => e.email === ctx.body.email));
      const account = profile && accountOf({ id: profile.id });
      if (!account || ctx.body.currentPassword !== account.password)
        return fail(401, 'Current password does not match');
      return passwordSet(ctx, account);
    },
  },
  resendPasswordEmail: {
    schema: shape({ email }),
    resolve: ({ body }) => {
      issueResetCode(body.email);
      return { sent: true, email: body.email };
    },
  },
  forgotPassword: {
    schema: shape({ email }),
    resolve: ({ body }) => {
      issueResetCode(body.email);
      return { sent: true, email: body.email };
    },
  },
  confirmPassword: {
    schema: shape({ token: text(200), password, confirmation: v.string() }),
    resolve: (ctx) => {
      if (ctx.body.password !== ctx.body.confirmation) return fail(422, 'confirmation does not match');
      return passwordSet(ctx, takeResetCode(ctx.body.token) ?? fail(422, 'invalid or used code'));
    },
  },
  uploadReservationFiles: {
    form: withFile('documents'),
    resolve: (ctx) => reservationFiles(ctx),
  },
  repairman: (ctx) => ({
    id: ctx.params.id,
    userId: ctx.user?.id,
    name: ctx.user?.name,
    econnect: false,
    certified: true,
  }),
  repairmanEconnect: {
    schema: shape({ econnect: v.boolean() }),
    resolve: (ctx) => ({ id: ctx.params.id, econnect: ctx.body.econnect }),
  },
});

/** Sets an identity account's password (the one `v3/authentication` checks) once the confirmation matches. */
function passwordSet({ body }: Ctx, account: Account | Response | undefined) {
  if (body.password !== body.confirmation) return fail(422, 'confirmation does not match');
  if (account instanceof Response) return account;
  if (!account) return notFound('Account not found');
  account.password = body.password;
  return { updated: true };
}

/** Stores uploaded reservation documents (multipart `documents`) for a user; shared with reservations. */
export function reservationFiles(ctx: Ctx) {
  const files = (ctx.form?.getAll('documents') ?? []).filter((f) => v.is(fileLike, f)) as File[];
  const stored = files.map((file) => ({ name: file.name, size: file.size, type: file.type }));
  remember('users:documents', { userId: ctx.params.id, files: stored });
  return created({ userId: ctx.params.id, documents: stored, status: 'UPLOADED_DOCS' });
}
