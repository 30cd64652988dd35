/**
 * @jest-environment node
 */
// The theme's colours are the only colours, so one palette change reaches every screen. Every front-end package's
// source (components, styles, markup strings) is scanned for a colour value written in place — hex, rgb()/rgba(),
// hsl()/hsla(), or a CSS colour name after a colour property — outside palette.ts. A new one fails here: add a token
// to palette.ts and read it from the theme (`${({ theme }) => theme.colors.x}`) or from `palette` in plain strings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const PACKAGES = [
  'shell',
  'shared',
  'mf-catalogue',
  'mf-checkout',
  'mf-user-panel',
  'mf-partner-dashboard',
  'mf-super-admin',
];

/** The one place colour values are written. */
const PALETTE = 'shared/src/ui/palette.ts';

/**
 * Documented exceptions: repository path → why it may keep a colour value (e.g. a payment provider's own logo colours).
 * mf-user-panel is scanned too (it holds no colour value on this branch).
 */
const ALLOWED: Record<string, string> = {
  'shared/src/art/palette.ts':
    'the illustrations’ colours, kept beside the art so a remote loading it on demand does not load its @mp/shared/ui fallbacks (ADR 024)',
};

const NAMED =
  'white|black|red|green|blue|yellow|orange|purple|pink|brown|gray|grey|silver|gold|navy|teal|maroon|olive|lime|aqua|cyan|magenta|fuchsia|crimson|tomato|coral|salmon|khaki|ivory|beige|indigo|violet|tan|wheat|linen';
const PATTERNS: { name: string; re: RegExp }[] = [
  { name: 'hex', re: /(?<![\w&])#[0-9a-fA-F]{3,8}\b(?![\w-])/g },
  { name: 'rgb()/hsl()', re: /\b(?:rgba?|hsla?)\(/g },
  {
    name: 'named colour',
    re: new RegExp(
      String.raw`(?:color|background(?:-color)?|border(?:-[a-z]+)*|fill|stroke|outline(?:-color)?|box-shadow|text-decoration-color|caret-color)\s*[:=]\s*['"]?[^;'"\n]*\b(?:${NAMED})\b`,
      'gi',
    ),
  },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'node_modules' && entry !== '__snapshots__') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/\.d\.ts$/.test(entry)) {
      out.push(full);
    }
  }
  return out;
}

/** `file:line: match` for every colour written in place in the scanned packages. */
function hardCodedColours(): string[] {
  const found: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (rel === PALETTE || ALLOWED[rel]) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // Comments may talk about colours (e.g. "#1 of the list"); only code counts.
        const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/\s.*$/, '');
        for (const { re } of PATTERNS) {
          for (const match of code.matchAll(re)) found.push(`${rel}:${i + 1}: ${match[0]}`);
        }
      });
    }
  }
  return found;
}

describe('colours come from the theme', () => {
  it('no component writes a colour value of its own', () => {
    expect(hardCodedColours()).toEqual([]);
  });

  it('every allowed file still exists and still needs its place on the list', () => {
    for (const rel of Object.keys(ALLOWED)) {
      const text = readFileSync(path.join(root, rel), 'utf8');
      expect({ rel, hasColour: PATTERNS.some(({ re }) => new RegExp(re.source, re.flags).test(text)) }).toEqual({
        rel,
        hasColour: true,
      });
    }
  });

  it('the scan finds each kind of colour (so a clean result means something)', () => {
    const probe = [
      '  color: #7a4f00;',
      '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);',
      '  background: hsl(20 50% 50%);',
      '  border: 1px solid white;',
      "style={{ color: 'crimson' }}",
    ];
    const hits = probe.map((line) => PATTERNS.some(({ re }) => new RegExp(re.source, re.flags).test(line)));
    expect(hits).toEqual([true, true, true, true, true]);
    const clean = [
      '  color: inherit;',
      '  background: transparent;',
      '  border: 1px solid currentColor;',
      '  color: ${({ theme }) => theme.colors.text};',
      'href={`#${id}`}',
      "const id = 'face';",
    ];
    expect(clean.filter((line) => PATTERNS.some(({ re }) => new RegExp(re.source, re.flags).test(line)))).toEqual([]);
  });
});
