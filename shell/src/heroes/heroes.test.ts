import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_HERO_IDS, PAGE_HERO_SIZE } from '@mp/shared/routes';
import en from '../../../shared/src/i18n/locales/en.json';
import pt from '../../../shared/src/i18n/locales/pt.json';

// The pictures the shell build publishes at /shell/heroes/<id>.svg (shell/webpack.config.js).
const folder = path.join(__dirname);

describe('page heroes (ADR 007)', () => {
  it('ships one picture per hero page, of the declared size, and nothing else', () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.svg'))
      .sort();
    expect(files).toEqual([...PAGE_HERO_IDS].map((id) => `${id}.svg`).sort());
    for (const file of files) {
      const svg = readFileSync(path.join(folder, file), 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${PAGE_HERO_SIZE.width} ${PAGE_HERO_SIZE.height}"`);
    }
  });

  it('has a lead for every hero page in en and pt', () => {
    for (const strings of [en, pt] as { heroes: Record<string, { lead?: string }> }[]) {
      for (const id of PAGE_HERO_IDS) expect(strings.heroes[id]?.lead?.length).toBeGreaterThan(10);
    }
  });
});
