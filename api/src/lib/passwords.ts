// The server's password rule, so accounts resist guessed passwords; the forms' strength meter (@mp/shared/ui
// PasswordStrength) only advises, this decides. A password must have at least 8 characters with a letter and a digit,
// must not be one of the 10,000 most common passwords of the breached-password list zxcvbn ships
// (@zxcvbn-ts/language-common, ranked by frequency; also after undoing the usual digit-for-letter swaps: "Passw0rd"
// is "password"), and must not contain the account's e-mail name. Each refusal is its own message, so the form can
// say why.
// Last, the password is scored by zxcvbn (@zxcvbn-ts/core: an estimate of the guesses an attacker needs, matching
// repeats "aaaaaaa1", sequences "abcd1234", keyboard walks, dates, dictionary words in English and Portuguese and
// the account's own words) with the user's names, e-mail and the site's name as user inputs; a password needing fewer
// than 10^6 guesses (score < 2) is refused. Why zxcvbn and not more character-class rules: docs/SECURITY.md, passwords.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as english } from '@zxcvbn-ts/language-en';
import { dictionary as portuguese } from '@zxcvbn-ts/language-pt-br';

export const COMMON_PASSWORD_COUNT = 10_000;
export const MIN_PASSWORD_LENGTH = 8;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
const unleet = (s: string) => s.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c);

/** The site's own words: an attacker tries them first ("Roteiro1"). */
export const SITE_WORDS = ['roteiro', 'marketplace'] as const;
/** zxcvbn's score a password must reach: 2 = at least 10^6 guesses. */
export const MIN_PASSWORD_SCORE = 2;

let scorer: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  // Built on first use: the dictionaries take a moment and most processes never check a password.
  scorer ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary, ...english, ...portuguese } });
  return scorer;
}

export type PasswordProblem =
  'auth.weakPassword' | 'auth.passwordCommon' | 'auth.passwordHasEmail' | 'auth.passwordGuessable';

export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The words of the account an attacker would try with the password: names, the e-mail and its parts, the site's. */
function userInputs(context: PasswordContext): string[] {
  const words = new Set<string>(SITE_WORDS);
  const email = (context.email ?? '').trim().toLowerCase();
  for (const value of [context.firstName, context.lastName, email, email.split('@')[0]]) {
    for (const word of (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
    if (value && value.trim().length >= 3) words.add(value.trim().toLowerCase());
  }
  return [...words];
}

/** Why `password` is refused (a message key), or null when it is accepted. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(password) || !/[0-9]/.test(password))
    return 'auth.weakPassword';
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(unleet(lower))) return 'auth.passwordCommon';
  const name = (context.email ?? '').split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'auth.passwordHasEmail';
  if (zxcvbn().check(password, userInputs(context)).score < MIN_PASSWORD_SCORE) return 'auth.passwordGuessable';
  return null;
}
