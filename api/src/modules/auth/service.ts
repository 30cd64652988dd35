// Login, logout, signup, email verification and password reset (ADR 005, spec §3/§7).
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
import { TaxNumberRace } from '../partners/repository';
import * as repo from './repository';
import type { LoginLimiter, MailLimiter } from './login-limiter';
import { isDeactivatedStaff } from '../super/team/repository';
import { mailPasswordChanged, type AccountMailDeps } from './account-mails';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_TTL_MS = DAY_MS;
export const REMEMBER_TOKEN_TTL_MS = 30 * DAY_MS;
export const VERIFICATION_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Wrong verification codes are counted per account over this window, across every code sent in it. */
export const VERIFICATION_ATTEMPT_WINDOW_MINUTES = 60;
export const RESET_TTL_MINUTES = 60;

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
  constructor(
    readonly field: 'email' | 'password',
    key: string,
  ) {
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

  async function sendVerificationCode(
    user: { id: number; email: string; firstName: string },
    locale: Locale,
  ): Promise<void> {
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
      template: 'verify-code',
      locale,
      subject: t('mail.verifySubject'),
      text: t('mail.verifyText', { name: user.firstName, code, minutes: VERIFICATION_TTL_MINUTES }),
    });
  }

  async function sendResetLink(user: { id: number; email: string; firstName: string }, locale: Locale): Promise<void> {
    const token = newOpaqueToken();
    // Older links of this user stop working: only the newest mail's link opens the account.
    await deps.db.transaction(async (tx) => {
      await repo.expireResets(tx, user.id, now());
      await repo.insertPasswordReset(
        tx,
        user.id,
        sha256(token),
        new Date(now().getTime() + RESET_TTL_MINUTES * 60_000),
      );
    });
    const link = `${deps.publicUrl}${locale === 'pt' ? '/pt' : ''}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    const t = translator(locale);
    await deps.mailer.send({
      to: user.email,
      template: 'password-reset',
      locale,
      subject: t('mail.resetSubject'),
      text: t('mail.resetText', { name: user.firstName, link, minutes: RESET_TTL_MINUTES }),
    });
  }

  /** A CLIENT account that nobody has opened yet: made by a sign-up or a guest checkout, no password, not verified. */
  const awaitsProof = (user: repo.UserRow) =>
    user.userType === 'CLIENT' && user.passwordHash === null && user.emailVerifiedAt === null;

  /** The sign-up mail: a 6-digit code and a one-click link, both for this sign-up only (only hashes are kept). */
  async function sendSignupMail(
    user: { id: number; email: string },
    signup: repo.PendingSignup,
    locale: Locale,
  ): Promise<void> {
    const code = newVerificationCode();
    const token = newOpaqueToken();
    await repo.insertSignupVerification(deps.db, {
      userId: user.id,
      codeHash: verificationHash(user.id, code),
      linkHash: sha256(token),
      signup,
      expiresAt: new Date(now().getTime() + VERIFICATION_TTL_MINUTES * 60_000),
    });
    const link = `${deps.publicUrl}${locale === 'pt' ? '/pt' : ''}/register-complete?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    const t = translator(locale);
    await deps.mailer.send({
      to: user.email,
      template: 'signup',
      locale,
      subject: t('mail.verifySubject'),
      text: t('mail.signupText', { name: signup.firstName, code, link, minutes: VERIFICATION_TTL_MINUTES }),
    });
  }

  /** Someone signed up with an address that has an account: tell its owner, in the owner's language; change nothing. */
  async function sendAccountExists(user: repo.UserRow, requestLocale: Locale): Promise<void> {
    const locale = (await repo.mailLanguage(deps.db, user.id)) ?? requestLocale;
    const base = `${deps.publicUrl}${locale === 'pt' ? '/pt' : ''}`;
    const t = translator(locale);
    await deps.mailer.send({
      to: user.email,
      template: 'account-exists',
      locale,
      subject: t('mail.accountExistsSubject'),
      text: t('mail.accountExistsText', {
        name: user.firstName,
        signIn: `${base}/`,
        reset: `${base}/password/reset?email=${encodeURIComponent(user.email)}`,
      }),
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

  /**
   * Any sign-up: customer, partner or affiliate, never telling whether an address has an account. The caller answers
   * the same whatever happens here: a new address (or one still waiting for its proof, or a guest checkout's
   * passwordless account) gets a code and a one-click link, and this sign-up (its role, a partner's company) is kept
   * with them until one is used; an address with an account of any role gets a "you already have an account" mail and
   * nothing changes. `prepare` adds what is only worth keeping for a pending address (a partner's stored logos); it
   * runs only then. Nothing is signed in here. Answers whether a sign-up mail was sent.
   */
  async function beginSignup(
    request: Omit<repo.PendingSignup, 'passwordHash'> & { email: string; password: string },
    locale: Locale,
    ip: string,
    prepare?: () => Promise<Partial<repo.PendingSignup>>,
  ): Promise<boolean> {
    const email = request.email.trim().toLowerCase();
    await takeMailTurn(ip, email);
    const { email: _email, password, ...asked } = request;
    // Hashed for every address, so a new one does not take longer than a known one.
    const signup: repo.PendingSignup = { ...asked, passwordHash: await hashPassword(password) };
    let user = await repo.findUserByEmail(deps.db, email);
    if (!user) {
      // The account exists from now on as a passwordless CLIENT with no profile: nobody can sign in to it, and none of
      // this sign-up's data is on it, until the inbox is proven (then the proven sign-up's role and data apply).
      const id = await repo.insertClient(deps.db, {
        email,
        passwordHash: null,
        firstName: signup.firstName,
        lastName: signup.lastName,
        phone: signup.phone,
        profile: {},
      });
      // Lost a race with another sign-up of the same address: go on with the account it made.
      user =
        id === null
          ? await repo.findUserByEmail(deps.db, email)
          : {
              id,
              userType: 'CLIENT',
              email,
              passwordHash: null,
              firstName: signup.firstName,
              lastName: signup.lastName,
              emailVerifiedAt: null,
            };
      if (!user) return false;
    }
    if (!awaitsProof(user)) {
      await sendAccountExists(user, locale);
      return false;
    }
    await sendSignupMail(user, { ...signup, ...(prepare ? await prepare() : {}) }, locale);
    return true;
  }

  /**
   * Applies the proof of verification `id` in one transaction; a partner's tax number registered meanwhile fails the
   * proof (nothing changes) with `field` in error. A new partner or affiliate gets its welcome mail.
   */
  async function proveAndWelcome(
    userId: number,
    id: number,
    signup: repo.PendingSignup | null,
    field: string,
    locale: Locale,
  ): Promise<boolean> {
    let result: repo.ProofResult | null;
    try {
      result = await deps.db.transaction((tx) => repo.applyProof(tx, userId, id, signup, now()));
    } catch (err) {
      if (err instanceof TaxNumberRace) throw invalid({ [field]: 'partners.taxNumberTaken' });
      throw err;
    }
    if (!result) return false;
    const t = translator(locale);
    if (signup && result.email && result.tradeName) {
      await deps.mailer.send({
        to: result.email,
        template: 'partner-welcome',
        locale,
        subject: t('partners.welcomeSubject'),
        text: t('partners.welcomeText', { name: signup.firstName, company: result.tradeName }),
      });
    } else if (signup && result.email && result.affiliateCode) {
      await deps.mailer.send({
        to: result.email,
        template: 'affiliate-welcome',
        locale,
        subject: t('partners.affiliateWelcomeSubject'),
        text: t('partners.affiliateWelcomeText', { name: signup.firstName, code: result.affiliateCode }),
      });
    }
    return true;
  }

  return {
    async login(input: {
      email: string;
      password: string;
      remember: boolean;
      ip: string;
      locale: Locale;
    }): Promise<AuthUser> {
      const email = input.email.trim().toLowerCase();
      // Counted before the password is checked (login-limiter.ts), so parallel guesses cannot pass the limit together.
      const waitMs = await deps.limiter.take(input.ip, email);
      if (waitMs > 0) throw new TooManyRequestsError(waitMs);

      const user = await repo.findUserByEmail(deps.db, email);
      // Unknown email and wrong password take the same time and give the same answer (no account enumeration).
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password), false);
      if (!user || !valid) throw new LoginFailedError('email', 'auth.failed');
      // Only after the right password, so the answer tells nothing about an account to someone who does not know it.
      // The password was right, so the attempt is no guess: it gives its place back even when the account is refused.
      await deps.limiter.succeeded(input.ip, email);
      if (user.userType === 'SUPER' && (await isDeactivatedStaff(deps.db, user.id)))
        throw new LoginFailedError('email', 'backOffice.deactivatedSignIn');
      const token = await issueToken(user.id, input.remember);
      return authUser(user.id, token, input.locale);
    },

    async logout(tokenId: number): Promise<void> {
      await repo.revokeToken(deps.db, tokenId, now());
    },

    /** Field checks of the sign-up form: answered at once, the same whether the address has an account or not. */
    checkSignup(body: ClientSignupBody): void {
      const problems: Record<string, string> = {};
      const weak = passwordProblem(body.password, {
        email: body.email.trim().toLowerCase(),
        firstName: body.first_name,
        lastName: body.last_name,
      });
      if (weak) problems.password = weak;
      if (body.password !== body.confirm_password) problems.confirm_password = 'auth.passwordsDiffer';
      if (Object.keys(problems).length > 0) throw invalid(problems);
    },

    /**
     * Customer sign-up: see `beginSignup`. Nothing is signed in here.
     */
    async signupClient(body: ClientSignupBody, locale: Locale, ip: string): Promise<void> {
      const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
      await beginSignup(
        {
          email: body.email,
          password: body.password,
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
        },
        locale,
        ip,
      );
    },

    beginSignup,

    /**
     * Sends (or re-sends) the 6-digit code to an account that has a password but no verified address (accounts made
     * before sign-up waited for the proof). The answer is the same for an unknown, verified or pending address (no
     * code is sent then: a pending sign-up is re-sent by signing up again), so it does not reveal who has an
     * account; limited per address and per IP.
     */
    async sendEmailCode(emailInput: string, locale: Locale, ip: string): Promise<void> {
      await takeMailTurn(ip, emailInput.trim().toLowerCase());
      const user = await repo.findUserByEmail(deps.db, emailInput.trim());
      if (!user || user.emailVerifiedAt || user.passwordHash === null) return;
      await sendVerificationCode(user, locale);
    },

    /** The emailed code proves the inbox: the address is verified and signed in (the same answer as login). */
    async verifyEmailCode(emailInput: string, code: string, locale: Locale): Promise<AuthUser> {
      const user = await repo.findUserByEmail(deps.db, emailInput.trim());
      if (!user) throw invalid({ code: 'auth.codeInvalid' });
      // Wrong codes count per account over the window, whichever code they were for: asking for a new code does not
      // buy new guesses.
      const since = new Date(now().getTime() - VERIFICATION_ATTEMPT_WINDOW_MINUTES * 60_000);
      if ((await repo.verificationAttemptsSince(deps.db, user.id, since)) >= VERIFICATION_MAX_ATTEMPTS)
        throw invalid({ code: 'auth.codeTooManyAttempts' });
      const open = await repo.openVerifications(deps.db, user.id, now());
      const match = open.find((row) => sameHash(row.codeHash, verificationHash(user.id, code)));
      if (!match) {
        if (open[0]) await repo.countVerificationAttempt(deps.db, open[0].id);
        throw invalid({ code: 'auth.codeInvalid' });
      }
      const proven = await proveAndWelcome(
        user.id,
        match.id,
        (match.signup as repo.PendingSignup | null) ?? null,
        'code',
        locale,
      );
      if (!proven) throw invalid({ code: 'auth.codeInvalid' });
      return authUser(user.id, await issueToken(user.id, false), locale);
    },

    /** The one-click link of a sign-up mail: single use, expiring; proves the inbox and signs in like the code. */
    async verifyLink(token: string, locale: Locale): Promise<AuthUser> {
      const row = await repo.openVerificationByLink(deps.db, sha256(token), now());
      const userId =
        row &&
        (await proveAndWelcome(row.userId, row.id, (row.signup as repo.PendingSignup | null) ?? null, 'token', locale))
          ? row.userId
          : null;
      if (userId === null) throw invalid({ token: 'auth.linkInvalid' });
      return authUser(userId, await issueToken(userId, false), locale);
    },

    requestPasswordReset,

    /**
     * A reset link sets a new password. When it replaced one (not a guest's or a new team member's first password),
     * the account is told, in case the link reached someone else.
     */
    async resetPassword(
      input: { email: string; token: string; password: string; confirmation: string; locale: Locale },
      log: AccountMailDeps['log'],
    ): Promise<void> {
      const problems: Record<string, string> = {};
      // The account's names are user inputs of the password's score (a team invitation's set-password comes here too).
      const user = await repo.findUserByEmail(deps.db, input.email.trim());
      const weak = passwordProblem(input.password, {
        email: input.email.trim(),
        firstName: user?.firstName,
        lastName: user?.lastName,
      });
      if (weak) problems.password = weak;
      if (input.password !== input.confirmation) problems.password_confirmation = 'auth.passwordsDiffer';
      if (Object.keys(problems).length > 0) throw invalid(problems);
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
      if (user.passwordHash !== null)
        await mailPasswordChanged(
          { db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl, log },
          user.id,
          input.locale,
          now(),
        );
    },

    async userView(userId: number, locale: Locale): Promise<User | null> {
      return repo.loadUser(deps.db, userId, locale);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
