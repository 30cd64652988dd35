// House rule: the panel's components take their colours from the @mp/shared theme only, so the panel looks like the
// rest of the site and a change of palette reaches it — no colour literal (hex, rgb/rgba, hsl/hsla or a named colour in
// a CSS property) in the remote's source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const LITERAL =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|^\s*(?:color|background[a-z-]*|border[a-z-]*|fill|stroke|outline[a-z-]*|box-shadow|text-shadow)\s*:[^;$]*\b(?:white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|pink|navy|teal)\b/;

it('no component of the panel hard-codes a colour', () => {
  const offenders = sources(path.join(__dirname))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ file: path.relative(__dirname, file), line: i + 1, text: line })),
    )
    .filter((l) => LITERAL.test(l.text) && !l.text.trimStart().startsWith('//'));
  expect(offenders).toEqual([]);
});

it('would catch one', () => {
  expect(LITERAL.test('  color: #c0392b;')).toBe(true);
  expect(LITERAL.test('  background: rgba(0, 0, 0, 0.5);')).toBe(true);
  expect(LITERAL.test('  border: 1px solid grey;')).toBe(true);
  expect(LITERAL.test('  color: white;')).toBe(true);
  expect(LITERAL.test("import { Button } from '@mp/shared/ui'; // red herring")).toBe(false);
  expect(LITERAL.test('  color: ${({ theme }) => theme.colors.muted};')).toBe(false);
});
