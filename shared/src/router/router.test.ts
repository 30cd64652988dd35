import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as router from './index';

const root = join(__dirname, '..', '..', '..');
const FRONT_ENDS = ['shell', 'shared', ...readdirSync(root).filter((d) => d.startsWith('mf-'))];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value names the front ends import from 'react-router' (type-only imports need no run-time export). */
function importedNames(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of FRONT_ENDS.flatMap((d) => sources(join(root, d, 'src')))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g,
    )) {
      if (match[1]) continue;
      for (const spec of match[2]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (spec.startsWith('type ')) continue;
        found.set(spec.split(/\s+as\s+/)[0]!, file.slice(root.length + 1));
      }
    }
  }
  return found;
}

describe('@mp/shared/router: the one react-router every build shares (ADR 009)', () => {
  it('exports every name the shell and the remotes import from react-router (the build aliases them here)', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in router)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
