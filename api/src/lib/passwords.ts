// The server's password rule (issue 11 item 8); the forms' strength meter (@mp/shared/ui PasswordStrength) only
// advises, this decides. A password must have at least 8 characters with a letter and a digit, must not be one of
// the 10,000 most common passwords of the breached-password list zxcvbn ships (@zxcvbn-ts/language-common, ranked by
// frequency; also after undoing the usual digit-for-letter swaps: "Passw0rd" is "password"), and must not contain the
// account's e-mail name. Each refusal is its own message, so the form can say why.
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_COUNT = 10_000;
export const MIN_PASSWORD_LENGTH = 8;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const unleet = (s: string) => s.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c);

export type PasswordProblem = 'auth.weakPassword' | 'auth.passwordCommon' | 'auth.passwordHasEmail';

/** Why `password` is refused (a message key), or null when it is accepted. */
export function passwordProblem(password: string, context: { email?: string | null } = {}): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(password) || !/[0-9]/.test(password)) return 'auth.weakPassword';
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(unleet(lower))) return 'auth.passwordCommon';
  const name = (context.email ?? '').split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'auth.passwordHasEmail';
  return null;
}
