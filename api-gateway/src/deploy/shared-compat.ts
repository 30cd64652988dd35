// A remote runs against the shell's copy of every shared singleton (shareStrategy 'loaded-first'),
// so a build that needs another major of React, say, would break at mount after deploy. This check
// refuses it up front, with the reason.
import semver from 'semver';
import type { FederationManifest } from './manifest';

export interface CompatReport {
  problems: string[];
  /** Shared modules that could not be checked (e.g. `workspace:*` ranges), for the deploy log. */
  notes: string[];
}

export function checkSharedSingletons(remote: FederationManifest, shell: FederationManifest): CompatReport {
  const problems: string[] = [];
  const notes: string[] = [];
  const shellByName = new Map(shell.shared.map((entry) => [entry.name, entry]));
  const seen = new Set<string>();
  for (const entry of remote.shared) {
    // A manifest lists a module once per consumer; one verdict per module name is enough.
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    const host = shellByName.get(entry.name);
    if (!host || (!entry.singleton && !host.singleton)) continue;
    if (entry.singleton !== host.singleton) {
      problems.push(
        `${entry.name}: the ${host.singleton ? 'shell' : 'remote'} shares it as a singleton but the ${host.singleton ? 'remote' : 'shell'} does not`,
      );
      continue;
    }
    const range = entry.requiredVersion;
    if (range === null || range.trim() === '*') continue;
    if (semver.validRange(range) === null) {
      notes.push(`${entry.name}: requiredVersion "${range}" is not a semver range, not checked`);
      continue;
    }
    const provided = semver.valid(host.version);
    if (provided === null) {
      problems.push(`${entry.name}: the shell declares no usable version ("${host.version}") to satisfy "${range}"`);
      continue;
    }
    if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push(`${entry.name}: the shell provides ${provided}, the remote requires ${range}`);
    }
  }
  return { problems, notes };
}
