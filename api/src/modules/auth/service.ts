// Login, logout, signup, email verification and password reset (issue 3 §4, spec §3/§7).
import type { AuthUser, ClientSignupBody, Locale, User } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { ApiError, invalid, TooManyRequestsError } from '../../lib/errors';
import {
  dummyPasswordHash,
  hashPassword,
  newOpaqueToken,
  newVerificationCode,
  sameHash,
  sha256,
  verifyPassword,
} from '../../lib/crypto';
import { passwordProblem } from '../../lib/passwords';
import * as repo from './repository';
import type { LoginLimiter, MailLimiter } from './login-limiter';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_TTL_MS = DAY_MS;
export const REMEMBER_TOKEN_TTL_MS = 30 * DAY_MS;
export const VERIFICATION_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Wrong verification codes are counted per account over this window, across every code sent in it. */
export const VERIFICATION_ATTEMPT_WINDOW_MINUTES = 60;
export const RESET_TTL_MINUTES = 60;
/** A guest account's "set your password" link is mailed at most this often from the signup form. */
const GUEST_LINK_EVERY_MINUTES = 10;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  limiter: LoginLimiter;
  /** Mail-sending requests per address and per IP (reset links, verification codes). */
  mailLimiter: MailLimiter;
  publicUrl: string;
  now?: () => Date;
}

/** Login failure as the form reads it: `field` + `message` (spec §5), plus the usual `errors` map. */
export class LoginFailedError extends ApiError {
  constructor(readonly field: 'email' | 'password', key: string) {
    super(422, { key }, { [field]: [{ key }] });
  }
}


const verificationHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());

  async function issueToken(userId: number, remember: boolean): Promise<string> {
    const token = newOpaqueToken();
    const ttl = remember ? REMEMBER_TOKEN_TTL_MS : TOKEN_TTL_MS;
    await repo.insertToken(deps.db, userId, sha256(token), remember, new Date(now().getTime() + ttl));
    return token;
  }

  async function authUser(userId: number, token: string, locale: Locale): Promise<AuthUser> {
    const user = await repo.loadUser(deps.db, userId, locale);
    if (!user) throw new ApiError(404, { key: 'errors.userNotFound' });
    return { ...user, api_token: token };
  }

  async function sendVerificationCode(user: { id: number; email: string; firstName: string }, locale: Locale): Promise<void> {
    const code = newVerificationCode();
    await repo.replaceVerificationCode(
      deps.db,
      user.id,
      verificationHash(user.id, code),
      new Date(now().getTime() + VERIFICATION_TTL_MINUTES * 60_000),
    );
    const t = translator(locale);
    await deps.mailer.send({
      to: user.email,
      subject: t('mail.verifySubject'),
      text: t('mail.verifyText', { name: user.firstName, code, minutes: VERIFICATION_TTL_MINUTES }),
    });
  }

  async function sendResetLink(user: { id: number; email: string; firstName: string }, locale: Locale): Promise<void> {
    const token = newOpaqueToken();
    // Older links of this user stop working: only the newest mail's link opens the account.
    await deps.db.transaction(async (tx) => {
      await repo.expireResets(tx, user.id, now());
      await repo.insertPasswordReset(tx, user.id, sha256(token), new Date(now().getTime() + RESET_TTL_MINUTES * 60_000));
    });
    const link = `${deps.publicUrl}${locale === 'pt' ? '/pt' : ''}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    const t = translator(locale);
    await deps.mailer.send({
      to: user.email,
      subject: t('mail.resetSubject'),
      text: t('mail.resetText', { name: user.firstName, link, minutes: RESET_TTL_MINUTES }),
    });
  }

  /** Counts a mail-sending request of `ip` for `email`; 429 with Retry-After over the limits (known address or not). */
  async function takeMailTurn(ip: string, email: string): Promise<void> {
    const wait = await deps.mailLimiter.take(ip, email);
    if (wait > 0) throw new TooManyRequestsError(wait);
  }

  /** Always succeeds from the caller's view, so the answer does not reveal whether the email has an account. */
  async function requestPasswordReset(emailInput: string, locale: Locale, ip: string): Promise<void> {
    await takeMailTurn(ip, emailInput.trim().toLowerCase());
    const user = await repo.findUserByEmail(deps.db, emailInput.trim());
    if (!user) return;
    await sendResetLink(user, locale);
  }

  return {
    async login(input: { email: string; password: string; remember: boolean; ip: string; locale: Locale }): Promise<AuthUser> {
      const email = input.email.trim().toLowerCase();
      const waitMs = await deps.limiter.blockedFor(input.ip, email);
      if (waitMs > 0) throw new TooManyRequestsError(waitMs);

      const user = await repo.findUserByEmail(deps.db, email);
      // Unknown email and wrong password take the same time and give the same answer (no account enumeration).
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password), false);
      if (!user || !valid) {
        await deps.limiter.recordFailure(input.ip, email);
        throw new LoginFailedError('email', 'auth.failed');
      }
      await deps.limiter.recordSuccess(input.ip, email);
      const token = await issueToken(user.id, input.remember);
      return authUser(user.id, token, input.locale);
    },

    async logout(tokenId: number): Promise<void> {
      await repo.revokeToken(deps.db, tokenId, now());
    },

    async signupClient(body: ClientSignupBody, locale: Locale): Promise<AuthUser> {
      const problems: Record<string, string> = {};
      const email = body.email.trim().toLowerCase();
      const weak = passwordProblem(body.password, { email });
      if (weak) problems.password = weak;
      if (body.password !== body.confirm_password) problems.confirm_password = 'auth.passwordsDiffer';
      const existing = await repo.findUserByEmail(deps.db, email);
      if (existing?.userType === 'CLIENT' && existing.passwordHash === null) {
        // A guest checkout made this account (no password). Setting one here would hand the guest's bookings to
        // whoever types the address; the reset link proves the inbox is theirs. One mail per few minutes, however
        // often the form is sent.
        const recent = await repo.resetIssuedSince(deps.db, existing.id, new Date(now().getTime() - GUEST_LINK_EVERY_MINUTES * 60_000));
        if (!recent) await sendResetLink(existing, locale);
        problems.email = 'auth.guestAccountExists';
      } else if (existing) {
        problems.email = 'auth.emailTaken';
      }
      if (Object.keys(problems).length > 0) throw invalid(problems);

      const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
      const id = await repo.insertClient(deps.db, {
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phone: body.phone.replace(/\D/g, ''),
        profile: {
          country: blank(body.country)?.toLowerCase() ?? 'pt',
          birthdate: blank(body.birthdate),
          description: blank(body.description),
          vatnumber: blank(body.vatnumber),
          address: blank(body.address),
          zipcode: blank(body.zipcode),
        },
      });
      // Lost a race with another signup for the same email: same answer as the check above.
      if (id === null) throw invalid({ email: 'auth.emailTaken' });
      await sendVerificationCode({ id, email, firstName: body.first_name.trim() }, locale);
      const token = await issueToken(id, false);
      return authUser(id, token, locale);
    },

    /**
     * Sends (or re-sends) the 6-digit code. The answer is the same for an unknown or already verified address (no
     * code is sent then), so it does not reveal who has an account; limited per address and per IP.
     */
    async sendEmailCode(emailInput: string, locale: Locale, ip: string): Promise<void> {
      await takeMailTurn(ip, emailInput.trim().toLowerCase());
      const user = await repo.findUserByEmail(deps.db, emailInput.trim());
      if (!user || user.emailVerifiedAt) return;
      await sendVerificationCode(user, locale);
    },

    async verifyEmailCode(emailInput: string, code: string, locale: Locale): Promise<User> {
      const user = await repo.findUserByEmail(deps.db, emailInput.trim());
      if (!user) throw invalid({ code: 'auth.codeInvalid' });
      if (user.emailVerifiedAt) throw invalid({ email: 'auth.alreadyVerified' });
      const open = await repo.latestOpenVerification(deps.db, user.id);
      if (!open || open.expiresAt.getTime() <= now().getTime()) throw invalid({ code: 'auth.codeInvalid' });
      // Wrong codes count per account over the window, whichever code they were for: asking for a new code does not
      // buy new guesses.
      const since = new Date(now().getTime() - VERIFICATION_ATTEMPT_WINDOW_MINUTES * 60_000);
      if ((await repo.verificationAttemptsSince(deps.db, user.id, since)) >= VERIFICATION_MAX_ATTEMPTS) throw invalid({ code: 'auth.codeTooManyAttempts' });
      if (!sameHash(open.codeHash, verificationHash(user.id, code))) {
        await repo.countVerificationAttempt(deps.db, open.id);
        throw invalid({ code: 'auth.codeInvalid' });
      }
      await repo.consumeVerification(deps.db, open.id, now());
      await repo.markEmailVerified(deps.db, user.id, now());
      const view = await repo.loadUser(deps.db, user.id, locale);
      if (!view) throw new ApiError(404, { key: 'errors.userNotFound' });
      return view;
    },

    requestPasswordReset,

    async resetPassword(input: { email: string; token: string; password: string; confirmation: string }): Promise<void> {
      const problems: Record<string, string> = {};
      const weak = passwordProblem(input.password, { email: input.email.trim() });
      if (weak) problems.password = weak;
      if (input.password !== input.confirmation) problems.password_confirmation = 'auth.passwordsDiffer';
      if (Object.keys(problems).length > 0) throw invalid(problems);
      const user = await repo.findUserByEmail(deps.db, input.email.trim());
      if (!user) throw invalid({ token: 'auth.resetTokenInvalid' });
      const passwordHash = await hashPassword(input.password);
      const done = await deps.db.transaction(async (tx) => {
        const consumed = await repo.consumePasswordReset(tx, user.id, sha256(input.token), now());
        if (!consumed) return false;
        // Any other link still open for this user stops working too.
        await repo.expireResets(tx, user.id, now());
        await repo.setPassword(tx, user.id, passwordHash);
        // The link came to this inbox: the address is verified (a guest checkout's account opens this way).
        if (!user.emailVerifiedAt) await repo.markEmailVerified(tx, user.id, now());
        // A reset means the old password may be known to someone else: end every open session.
        await repo.revokeAllTokens(tx, user.id, now());
        return true;
      });
      if (!done) throw invalid({ token: 'auth.resetTokenInvalid' });
    },

    async userView(userId: number, locale: Locale): Promise<User | null> {
      return repo.loadUser(deps.db, userId, locale);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
