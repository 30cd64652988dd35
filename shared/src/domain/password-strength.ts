// The forms' password strength estimate, so people pick passwords that resist guessing: zxcvbn-style advice while
// typing, small enough for every front end. It only advises; the API decides (its rule: 8+ characters with a letter
// and a digit, not one of the 10,000 most common leaked passwords, not the e-mail's name, and a zxcvbn score of 2 or
// more with the user's names and the site's name as inputs, api/src/lib/passwords.ts) and answers a 422 on `password`
// with the reason.

export type PasswordHint = 'rule' | 'longer' | 'mix' | 'common' | 'pattern' | 'email';

export interface PasswordStrengthEstimate {
  /** 0 = refused by the rule, 1 weak, 2 fair, 3 good, 4 strong. */
  score: 0 | 1 | 2 | 3 | 4;
  hints: PasswordHint[];
}

// The most common passwords and words people build them from (en and pt); the API's list is far longer.
const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'azerty',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'michael',
  'abc123',
  'trustno1',
  'login',
  'secret',
  'senha',
  'palavrapasse',
  'benfica',
  'sporting',
  'porto',
  'portugal',
  'lisboa',
  'amor',
  'teamo',
  'roteiro',
];
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

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

function hasSequence(lower: string): boolean {
  for (let i = 0; i + 4 <= lower.length; i++) {
    const part = lower.slice(i, i + 4);
    if (SEQUENCES.some((s) => s.includes(part) || [...s].reverse().join('').includes(part))) return true;
  }
  return /(.)\1{2,}/.test(lower);
}

export function estimatePasswordStrength(password: string, email = ''): PasswordStrengthEstimate {
  const hints: PasswordHint[] = [];
  if (password.length < 8 || !/\p{L}/u.test(password) || !/[0-9]/.test(password)) return { score: 0, hints: ['rule'] };
  const lower = password.toLowerCase();
  const plain = lower.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c).replace(/[^a-z]/g, '');
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  let score =
    1 + (password.length >= 12 ? 1 : 0) + (classes >= 3 ? 1 : 0) + (password.length >= 16 || classes === 4 ? 1 : 0);
  if (COMMON.some((w) => plain.includes(w))) {
    hints.push('common');
    score = Math.min(score, 1);
  }
  if (hasSequence(lower)) {
    hints.push('pattern');
    score -= 1;
  }
  const name = email.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) {
    hints.push('email');
    score = Math.min(score, 1);
  }
  if (password.length < 12) hints.push('longer');
  if (classes < 3) hints.push('mix');
  return { score: Math.max(1, Math.min(4, score)) as PasswordStrengthEstimate['score'], hints };
}
