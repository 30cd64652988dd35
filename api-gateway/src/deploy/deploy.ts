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
  type RegistryStore,
  type RemoteRecord,
} from '../registry/registry-store';
import { precompressDir } from '../assets/precompress';
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
  if (!(await exists(dist))) throw new DeployRefused(`no build of ${name} at ${dist}: run its build first (or drop --no-build)`);
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
    throw new DeployRefused(`refusing ${name}: ${MANIFEST_FILE} is for container "${remote.name}", expected "${containerName(name)}"`);
  }
  let shell;
  try {
    shell = await readManifest(shellDist);
  } catch (error) {
    if (error instanceof ManifestError) {
      throw new DeployRefused(`refusing ${name}: cannot check shared singletons against the shell (${error.message}); build the shell first`);
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

export async function deployRemote(context: DeployContext, name: RemoteName, dist: string): Promise<DeployResult> {
  const notes = await verifyBuild(name, dist, context.shellDist);
  const now = (context.now ?? (() => new Date()))();
  const hash = await contentHash(dist);
  const state = await context.store.read();
  const record = state.remotes[name];
  const previous = record?.live ?? null;

  // The same bytes as a known version: move the pointer to it instead of a duplicate folder
  // (deploy-all at every start stays idempotent, and a deploy can roll forward after a rollback).
  const known = record?.versions.findLast((v) => v.hash === hash);
  if (known && (await exists(path.join(remoteDir(context.deployDir, name, known.version), REMOTE_ENTRY_FILE)))) {
    await precompressDir(remoteDir(context.deployDir, name, known.version));
    if (known.version === previous) return { name, version: known.version, previous, action: 'unchanged', notes };
    await context.store.update((current) => activateVersion(current, name, known, now));
    return { name, version: known.version, previous, action: 'reactivated', notes };
  }

  const version = versionId(now, hash);
  const target = remoteDir(context.deployDir, name, version);
  if (await exists(target)) throw new DeployRefused(`refusing ${name}: ${target} already exists and versions are never overwritten`);
  await mkdir(remoteDir(context.deployDir, name), { recursive: true });
  const staging = path.join(remoteDir(context.deployDir, name), `.staging-${version}-${randomBytes(4).toString('hex')}`);
  try {
    await cp(dist, staging, { recursive: true, errorOnExist: true, force: false });
    await precompressDir(staging);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await context.store.update((current) => activateVersion(current, name, { version, deployedAt: now.toISOString(), hash }, now));
  return { name, version, previous, action: 'published', notes };
}

export async function rollbackRemote(context: DeployContext, name: RemoteName): Promise<{ name: RemoteName; from: string; to: string }> {
  const now = (context.now ?? (() => new Date()))();
  let from = '';
  try {
    const next = await context.store.update((current) => {
      from = current.remotes[name]?.live ?? '';
      return rollbackVersion(current, name, now);
    });
    return { name, from, to: next.remotes[name]?.live ?? '' };
  } catch (error) {
    if (error instanceof Error && error.name === 'NoPreviousVersionError') throw new DeployRefused(`refusing rollback: ${error.message}`);
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
  for (const version of removed) await rm(remoteDir(context.deployDir, name, version), { recursive: true, force: true });
  return removed;
}

export async function listRemotes(store: RegistryStore): Promise<{ name: RemoteName; record: RemoteRecord | null }[]> {
  const state = await store.read();
  return REMOTES.map((name) => ({ name, record: state.remotes[name] ?? null }));
}
