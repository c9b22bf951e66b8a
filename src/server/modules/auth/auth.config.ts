// `better-auth/minimal` is better-auth without Kysely (its own database connections and
// migrations, which the Drizzle adapter does not use); it and the plugins' own entry points load
// in half the time of the package's main entry, at every start of the shop.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { passwordMaxLength, passwordMinLength } from '@shared/schemas/auth.ts';
import { authMessages } from '@shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/auth.ts';
import type { Env } from '../../env.ts';
import type { DeliveryState, Mailer } from '../../mail/mailer.ts';
import { codeMail, existingAccountMail, phoneCodeText, welcomeMail } from './auth-mails.ts';
import { authAddressLimits } from './auth-endpoints.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';
import {
  findUserIdByEmail,
  promoteToAdmin,
  replacePasswordHash,
  uniqueUsername,
} from './auth.repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/** Sends a phone code through the outbox: texted by the SMS provider, or held for staff. */
export type SmsSender = (to: string, text: string) => Promise<DeliveryState>;

export interface AuthDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  sms: SmsSender;
  rateLimitStore: DbRateLimitStore;
  shopName: string;
}

export const codeLifetimeSeconds = 10 * 60;
export const sessionIdleSeconds = 7 * 24 * 60 * 60;
/** A session ends this long after sign-in however active it is (see auth.plugin.ts). */
export const sessionAbsoluteSeconds = 30 * 24 * 60 * 60;

export function createAuth(deps: AuthDeps) {
  const { env, mailer, db } = deps;
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const googleByOidc = !env.GOOGLE_CLIENT_ID && env.OIDC_NAME === 'Google';

  return betterAuth({
    appName: deps.shopName,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName' },
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        ordersPlaced: { type: 'number', required: false, input: false, defaultValue: 0 },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: sessionIdleSeconds,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'accounts',
      accountLinking: { enabled: true, trustedProviders: ['google', 'oidc'] },
    },
    verification: { modelName: 'verifications' },
    advanced: {
      database: { generateId: 'serial' },
      // The Fastify route sets this header from the socket address; a client cannot choose it.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      revokeSessionsOnPasswordReset: true,
      // OWASP-strength scrypt (ADR 014). Every better-auth path (sign-up, sign-in, reset, change,
      // admin-set passwords) goes through these two; better-auth's own hashes still verify and
      // are replaced by a current one the first time their password is proved.
      password: {
        hash: hashPassword,
        async verify(data) {
          const matches = await verifyPassword(data);
          if (matches && needsRehash(data.hash)) {
            await replacePasswordHash(db, data.hash, await hashPassword(data.password));
          }
          return matches;
        },
      },
      // Sign-up answers alike for new and taken addresses (no account discovery); the owner
      // of a taken address hears about it by mail instead.
      async onExistingUserSignUp({ user }) {
        await mailer.send(existingAccountMail(deps.shopName, user.email, env.PUBLIC_URL));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: codeLifetimeSeconds,
      async afterEmailVerification(user) {
        await mailer.send(welcomeMail(deps.shopName, user.email, user.name, env.PUBLIC_URL));
      },
    },
    socialProviders: env.GOOGLE_CLIENT_ID
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET!,
          },
        }
      : {},
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: { consume: (key, rule) => deps.rateLimitStore.consume(`auth:${key}`, rule) },
      customRules: authAddressLimits,
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const email = String(user.email).toLowerCase();
            return {
              data: {
                ...user,
                email,
                username: await uniqueUsername(db, email),
                role: adminEmails.has(email) ? 'admin' : 'user',
              },
            };
          },
        },
      },
      session: {
        create: {
          async after(session) {
            // ADMIN_EMAILS also applies to accounts that existed before the list named them.
            if (adminEmails.size === 0) return;
            await promoteToAdmin(db, Number(session.userId), [...adminEmails]);
          },
        },
      },
    },
    plugins: [
      bearer(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      emailOTP({
        otpLength: 6,
        expiresIn: codeLifetimeSeconds,
        allowedAttempts: 3,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp, type }) {
          // Reset codes go only to existing accounts, without telling the caller which exist.
          if (type === 'forget-password' && !(await findUserIdByEmail(db, email))) return;
          await mailer.send(codeMail(deps.shopName, email, otp, type));
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: codeLifetimeSeconds,
        allowedAttempts: 3,
        phoneNumberValidator: (phone) => /^\+[1-9]\d{1,14}$/.test(phone),
        async sendOTP({ phoneNumber: phone, code }) {
          const state = await deps.sms(phone, phoneCodeText(deps.shopName, code));
          if (state === 'failed') {
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'SMS_FAILED',
              message: authMessages.smsFailed,
            });
          }
        },
      }),
      ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  // Serving the Google button through OIDC keeps the client's provider id.
                  providerId: googleByOidc ? 'google' : 'oidc',
                  name: googleByOidc ? 'Google' : (env.OIDC_NAME ?? 'Single sign-on'),
                  discoveryUrl: `${env.OIDC_ISSUER}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID,
                  clientSecret: env.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {},
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** docs/product.md §5: phone flows need a session; used by the route layer. */
export const sessionExpiredError = () =>
  new APIError('UNAUTHORIZED', { message: authMessages.sessionExpired, code: 'SESSION_EXPIRED' });
