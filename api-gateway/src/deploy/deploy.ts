// Publish, roll back and list remote versions. A version folder is written once (copied to a temp
// name, then renamed into place, so no one ever sees half a version) and never changed; going live
// is one atomic registry update. Nothing here touches another remote or the shell. Each version is published with
// brotli/gzip copies of its text files beside them (precompress.ts; a version published before they existed gets
// them when the same build is deployed again, e.g. by `deploy-all` at start).
import { randomBytes } from 'node:crypto';
import { access, cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { containerName, REMOTES, type RemoteName } from '@mp/shared/routes';
import {
  activateVersion,
  pruneVersions,
  REMOTE_ENTRY_FILE,
  rollbackVersion,
  type DeployedVersion,
  type RegistryStore,
  type RemoteRecord,
} from '../registry/registry-store';
import { precompressDir } from '../assets/precompress';
import { CanaryRefused, endCanary, promoteCanary, startCanary, type CanaryJudgement } from '../registry/canary';
import { ManifestError, MANIFEST_FILE, readManifest } from './manifest';
import { checkSharedSingletons } from './shared-compat';
import { contentHash, versionId } from './version-id';

/** A refusal the operator can act on; the CLI prints the message and exits non-zero. */
export class DeployRefused extends Error {
  override name = 'DeployRefused';
}

export interface DeployContext {
  deployDir: string;
  shellDist: string;
  store: RegistryStore;
  now?: () => Date;
}

export interface DeployResult {
  name: RemoteName;
  version: string;
  previous: string | null;
  /** 'published' = new folder; 'reactivated' = same content as a known version, pointer moved to it; 'unchanged' = already live. */
  action: 'published' | 'reactivated' | 'unchanged';
  notes: string[];
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export function remoteDir(deployDir: string, name: RemoteName, version?: string): string {
  const dir = path.join(deployDir, 'remotes', name);
  return version ? path.join(dir, version) : dir;
}

/** Refuse a build that would not load, or would load against the wrong shared singletons. */
export async function verifyBuild(name: RemoteName, dist: string, shellDist: string): Promise<string[]> {
  if (!(await exists(dist)))
    throw new DeployRefused(`no build of ${name} at ${dist}: run its build first (or drop --no-build)`);
  let remote;
  try {
    remote = await readManifest(dist);
  } catch (error) {
    if (error instanceof ManifestError) throw new DeployRefused(`refusing ${name}: ${error.message}`);
    throw error;
  }
  if (!(await exists(path.join(dist, REMOTE_ENTRY_FILE)))) {
    throw new DeployRefused(`refusing ${name}: ${path.join(dist, REMOTE_ENTRY_FILE)} is missing`);
  }
  if (remote.name !== containerName(name)) {
    throw new DeployRefused(
      `refusing ${name}: ${MANIFEST_FILE} is for container "${remote.name}", expected "${containerName(name)}"`,
    );
  }
  let shell;
  try {
    shell = await readManifest(shellDist);
  } catch (error) {
    if (error instanceof ManifestError) {
      throw new DeployRefused(
        `refusing ${name}: cannot check shared singletons against the shell (${error.message}); build the shell first`,
      );
    }
    throw error;
  }
  const report = checkSharedSingletons(remote, shell);
  if (report.problems.length > 0) {
    throw new DeployRefused(
      `refusing ${name}: shared singletons incompatible with the shell:\n  - ${report.problems.join('\n  - ')}`,
    );
  }
  return report.notes;
}

/** A build's files in the deploy folder: an existing version with the same bytes, or a new folder published now. */
async function publishBuild(
  context: DeployContext,
  name: RemoteName,
  dist: string,
  now: Date,
): Promise<{ deployed: DeployedVersion; known: boolean; notes: string[] }> {
  const notes = await verifyBuild(name, dist, context.shellDist);
  const hash = await contentHash(dist);
  const record = (await context.store.read()).remotes[name];

  // The same bytes as a known version: move the pointer to it instead of a duplicate folder
  // (deploy-all at every start stays idempotent, and a deploy can roll forward after a rollback).
  const known = record?.versions.findLast((v) => v.hash === hash);
  if (known && (await exists(path.join(remoteDir(context.deployDir, name, known.version), REMOTE_ENTRY_FILE)))) {
    await precompressDir(remoteDir(context.deployDir, name, known.version));
    return { deployed: known, known: true, notes };
  }

  const version = versionId(now, hash);
  const target = remoteDir(context.deployDir, name, version);
  if (await exists(target))
    throw new DeployRefused(`refusing ${name}: ${target} already exists and versions are never overwritten`);
  await mkdir(remoteDir(context.deployDir, name), { recursive: true });
  const staging = path.join(
    remoteDir(context.deployDir, name),
    `.staging-${version}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await cp(dist, staging, { recursive: true, errorOnExist: true, force: false });
    await precompressDir(staging);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { deployed: { version, deployedAt: now.toISOString(), hash }, known: false, notes };
}

export async function deployRemote(context: DeployContext, name: RemoteName, dist: string): Promise<DeployResult> {
  const now = (context.now ?? (() => new Date()))();
  const { deployed, known, notes } = await publishBuild(context, name, dist, now);
  const previous = (await context.store.read()).remotes[name]?.live ?? null;
  if (known && deployed.version === previous)
    return { name, version: deployed.version, previous, action: 'unchanged', notes };
  await context.store.update((current) => activateVersion(current, name, deployed, now));
  return { name, version: deployed.version, previous, action: known ? 'reactivated' : 'published', notes };
}

/** Refusals of the canary state changes, as the CLI's refusals (message, non-zero exit). */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CanaryRefused) throw new DeployRefused(`refusing: ${error.message}`);
    throw error;
  }
}

/** `remote canary`: publish the build (or find its bytes among the known versions) as the canary of `name`. */
export async function canaryRemote(
  context: DeployContext,
  name: RemoteName,
  dist: string,
  percent: number,
  judgement: CanaryJudgement,
): Promise<{ name: RemoteName; version: string; live: string; notes: string[] }> {
  const now = (context.now ?? (() => new Date()))();
  if (!(await context.store.read()).remotes[name]?.live) {
    throw new DeployRefused(
      `refusing: ${name} has no live version: deploy it first, a canary is measured against the live one`,
    );
  }
  const { deployed, notes } = await publishBuild(context, name, dist, now);
  const next = await refusing(() =>
    context.store.update((current) => startCanary(current, name, deployed, percent, judgement, now)),
  );
  return { name, version: deployed.version, live: next.remotes[name]?.live ?? '', notes };
}

/** `remote promote`: the canary becomes live for everyone. */
export async function promoteRemote(
  context: DeployContext,
  name: RemoteName,
): Promise<{ name: RemoteName; from: string; to: string }> {
  const now = (context.now ?? (() => new Date()))();
  let from = '';
  const next = await refusing(() =>
    context.store.update((current) => {
      from = current.remotes[name]?.live ?? '';
      return promoteCanary(current, name, now);
    }),
  );
  return { name, from, to: next.remotes[name]?.live ?? '' };
}

/**
 * `remote rollback`: with a canary running, ends it (every visitor gets the live version again); without one, makes
 * the previously live version live again.
 */
export async function rollbackRemote(
  context: DeployContext,
  name: RemoteName,
): Promise<{ name: RemoteName; from: string; to: string; canary: boolean }> {
  const now = (context.now ?? (() => new Date()))();
  let from = '';
  let canary = false;
  try {
    const next = await context.store.update((current) => {
      const record = current.remotes[name];
      canary = !!record?.canary;
      if (record?.canary) {
        from = record.canary.version;
        return endCanary(current, name, now, 'ended', 'ended by hand (remote rollback)');
      }
      from = record?.live ?? '';
      return rollbackVersion(current, name, now);
    });
    return { name, from, to: next.remotes[name]?.live ?? '', canary };
  } catch (error) {
    if (error instanceof Error && error.name === 'NoPreviousVersionError')
      throw new DeployRefused(`refusing rollback: ${error.message}`);
    throw error;
  }
}

/** `remote prune`: forget old versions of `name` in the registry, then delete their folders. Answers what went. */
export async function pruneRemote(context: DeployContext, name: RemoteName, keep: number): Promise<string[]> {
  const now = (context.now ?? (() => new Date()))();
  let removed: string[] = [];
  await context.store.update((current) => {
    const result = pruneVersions(current, name, keep, now);
    removed = result.removed;
    return result.state;
  });
  for (const version of removed)
    await rm(remoteDir(context.deployDir, name, version), { recursive: true, force: true });
  return removed;
}

export async function listRemotes(store: RegistryStore): Promise<{ name: RemoteName; record: RemoteRecord | null }[]> {
  const state = await store.read();
  return REMOTES.map((name) => ({ name, record: state.remotes[name] ?? null }));
}
