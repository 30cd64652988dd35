// `pnpm remote:deploy <name> [--no-build] [--from <dir>]`, `remote:canary <name> [--percent N]`, `remote:promote <name>`,
// `remote:rollback <name>`, `remote:list`,
// `remote deploy-all [--no-build]`, `remote prune [<name>] [--keep N]`. Root scripts run this through `pnpm --filter`, so the cwd is
// the package: every path comes from the config (repo root found from this file), never from cwd.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, type RemoteName } from '@mp/shared/routes';
import { ConfigError, loadConfig, type GatewayConfig } from '../config';
import { precompressDir } from '../assets/precompress';
import {
  canaryRemote,
  DeployRefused,
  deployRemote,
  listRemotes,
  promoteRemote,
  pruneRemote,
  rollbackRemote,
  type DeployContext,
} from '../deploy/deploy';
import { parsePercent, percentOf } from '../registry/canary';
import { openRegistryStore } from '../registry/open-registry-store';
import { CANARY_DEFAULTS, isRemoteName, type LoadCounts, type RemoteRecord } from '../registry/registry-store';

/** Versions `remote prune` keeps besides the live one, unless --keep says otherwise. */
export const DEFAULT_KEEP = 5;

export const USAGE = `usage:
  remote deploy <name> [--no-build] [--from <dir>]   build (unless --no-build or --from), check and publish a new version, make it live
  remote deploy-all [--no-build]                     the same for every remote
  remote canary <name> [--percent P] [--no-build] [--from <dir>] [--min-loads N] [--margin M]
                                                     publish a build as the canary: P% of visitors (default ${CANARY_DEFAULTS.percent})
                                                     get it, sticky per visitor; rolled back by itself when its failure
                                                     rate exceeds the live version's by more than M points once it has
                                                     N loads (CANARY_MIN_LOADS, CANARY_FAILURE_MARGIN)
  remote promote <name>                              make the canary the live version for everyone
  remote rollback <name>                             end the canary; with none, make the previously live version live again
  remote list                                        each remote, its live version, its canary and counts, the known versions
  remote prune [<name>] [--keep N]                   delete old versions (all remotes by default), keeping the live
                                                     one, the last N a rollback reaches and the N newest (N = ${DEFAULT_KEEP})
remotes: ${REMOTES.join(', ')}`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Runs the remote's build; returns the exit code. Replaced in tests. */
  build: (name: RemoteName, repoRoot: string) => number;
}

function runBuild(name: RemoteName, repoRoot: string): number {
  const local = path.join(repoRoot, 'node_modules', '.bin', 'pnpm');
  const pnpm = existsSync(local) ? local : 'pnpm';
  const result = spawnSync(pnpm, ['--filter', `@mp/${name}`, 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  return result.status ?? 1;
}

const defaultIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  build: runBuild,
};

interface Parsed {
  command: string | undefined;
  positional: string[];
  noBuild: boolean;
  from: string | undefined;
  keep: number;
  percent: number | undefined;
  minLoads: number | undefined;
  margin: number | undefined;
}

function parseArgs(argv: string[]): Parsed {
  const parsed: Parsed = {
    command: undefined,
    positional: [],
    noBuild: false,
    from: undefined,
    keep: DEFAULT_KEEP,
    percent: undefined,
    minLoads: undefined,
    margin: undefined,
  };
  const percent = (value: string | undefined) => {
    try {
      parsed.percent = parsePercent(value);
    } catch (error) {
      throw new DeployRefused(`${(error as Error).message}\n${USAGE}`);
    }
  };
  const minLoads = (value: string | undefined) => {
    if (!value || !/^[1-9]\d*$/.test(value))
      throw new DeployRefused(`--min-loads takes a whole number of page loads above 0, not "${value ?? ''}"`);
    parsed.minLoads = Number(value);
  };
  const margin = (value: string | undefined) => {
    const n = Number(value);
    if (!value || !/^\d+(\.\d+)?$/.test(value) || n > 100)
      throw new DeployRefused(`--margin takes percentage points from 0 to 100, not "${value ?? ''}"`);
    parsed.margin = n;
  };
  const keep = (value: string | undefined) => {
    if (!value || !/^\d+$/.test(value))
      throw new DeployRefused(`--keep takes a whole number of versions, not "${value ?? ''}"\n${USAGE}`);
    parsed.keep = Number(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-build') parsed.noBuild = true;
    else if (arg === '--from') parsed.from = argv[++i];
    else if (arg.startsWith('--from=')) parsed.from = arg.slice('--from='.length);
    else if (arg === '--keep') keep(argv[++i]);
    else if (arg.startsWith('--keep=')) keep(arg.slice('--keep='.length));
    else if (arg === '--percent') percent(argv[++i]);
    else if (arg.startsWith('--percent=')) percent(arg.slice('--percent='.length));
    else if (arg === '--min-loads') minLoads(argv[++i]);
    else if (arg.startsWith('--min-loads=')) minLoads(arg.slice('--min-loads='.length));
    else if (arg === '--margin') margin(argv[++i]);
    else if (arg.startsWith('--margin=')) margin(arg.slice('--margin='.length));
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new DeployRefused(`unknown option ${arg}\n${USAGE}`);
    else if (parsed.command === undefined) parsed.command = arg;
    else parsed.positional.push(arg);
  }
  return parsed;
}

function remoteArg(parsed: Parsed): RemoteName {
  const name = parsed.positional[0];
  if (!name) throw new DeployRefused(`missing remote name\n${USAGE}`);
  if (!isRemoteName(name)) throw new DeployRefused(`unknown remote "${name}"; remotes: ${REMOTES.join(', ')}`);
  return name;
}

/** The build folder of `deploy` and `canary`: --from as given, else the workspace's, built first unless --no-build. */
function buildFolder(config: GatewayConfig, io: CliIo, name: RemoteName, parsed: Parsed): string {
  // --from is a build made elsewhere (CI artefact, e2e fixture): building the workspace copy would be wrong.
  const dist = parsed.from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.from)
    : path.join(config.repoRoot, name, 'dist');
  if (!parsed.noBuild && !parsed.from) {
    io.out(`building ${name}…`);
    const code = io.build(name, config.repoRoot);
    if (code !== 0) throw new DeployRefused(`refusing ${name}: its build failed (exit ${code})`);
  }
  return dist;
}

const counted = (c: LoadCounts | undefined) =>
  `${c?.loads ?? 0} loads, ${c?.failures ?? 0} failed (${percentOf(c).toFixed(1)}%)`;

/** `remote list`'s lines about a remote's canary: the running one with its counts, else how the last one ended. */
function canaryLines(record: RemoteRecord): string[] {
  const canary = record.canary;
  if (canary) {
    return [
      `  canary: ${canary.version} for ${canary.percent}% of visitors since ${canary.startedAt} ` +
        `(rolled back by itself past ${canary.marginPoints} points worse than live, after ${canary.minLoads} loads)`,
      `    canary ${canary.version}: ${counted(canary.counts[canary.version])}`,
      `    live   ${record.live}: ${counted(record.live ? canary.counts[record.live] : undefined)}`,
    ];
  }
  const last = record.lastCanary;
  if (!last) return [];
  const verb = {
    promoted: 'promoted',
    ended: 'ended',
    'rolled-back-automatically': 'ROLLED BACK AUTOMATICALLY',
    'replaced-by-deploy': 'ended by a deploy',
  }[last.outcome];
  return [
    `  last canary: ${last.version} (${last.percent}%) ${verb} at ${last.endedAt}: ${last.reason}; ${counted(last.counts[last.version])}`,
  ];
}

async function deployOne(
  config: GatewayConfig,
  context: DeployContext,
  io: CliIo,
  name: RemoteName,
  parsed: Parsed,
): Promise<void> {
  const dist = buildFolder(config, io, name, parsed);
  const result = await deployRemote(context, name, dist);
  for (const note of result.notes) io.out(`note: ${note}`);
  const was = result.previous ? ` (was ${result.previous})` : ' (first version)';
  if (result.action === 'unchanged')
    io.out(`${name}: ${result.version} is already live with the same content; nothing to do`);
  else if (result.action === 'reactivated')
    io.out(`${name}: same content as ${result.version}; made it live again${was}`);
  else io.out(`${name}: published ${dist} as ${result.version} and made it live${was}`);
}

export async function runCli(argv: string[], config: GatewayConfig, io: CliIo = defaultIo): Promise<number> {
  const store = openRegistryStore(config);
  const context: DeployContext = { deployDir: config.deployDir, shellDist: config.shellDist, store };
  try {
    const parsed = parseArgs(argv);
    switch (parsed.command) {
      case 'deploy':
        await deployOne(config, context, io, remoteArg(parsed), parsed);
        return 0;
      case 'deploy-all': {
        if (parsed.from) throw new DeployRefused('--from names one build; use it with deploy <name>');
        let failed = 0;
        for (const name of REMOTES) {
          try {
            await deployOne(config, context, io, name, parsed);
          } catch (error) {
            if (!(error instanceof DeployRefused)) throw error;
            io.err(error.message);
            failed++;
          }
        }
        // The shell is served from its build folder (built just before, by `npm start` and the Dockerfile): its
        // brotli/gzip copies are written here too, so every static file goes out pre-compressed.
        const shell = await precompressDir(config.shellDist);
        if (shell.written > 0) io.out(`shell: wrote ${shell.written} brotli/gzip copies beside ${shell.files} files`);
        if (failed > 0) io.err(`${failed} of ${REMOTES.length} remotes were not deployed`);
        return failed > 0 ? 1 : 0;
      }
      case 'canary': {
        const name = remoteArg(parsed);
        const percent = parsed.percent ?? CANARY_DEFAULTS.percent;
        const judgement = {
          minLoads: parsed.minLoads ?? config.canaryMinLoads ?? CANARY_DEFAULTS.minLoads,
          marginPoints: parsed.margin ?? config.canaryFailureMargin ?? CANARY_DEFAULTS.marginPoints,
        };
        const result = await canaryRemote(context, name, buildFolder(config, io, name, parsed), percent, judgement);
        for (const note of result.notes) io.out(`note: ${note}`);
        io.out(
          `${name}: ${result.version} is the canary for ${percent}% of visitors; the others keep ${result.live}. ` +
            `It is rolled back by itself if its failure rate is more than ${judgement.marginPoints} points above live's after ${judgement.minLoads} loads.`,
        );
        return 0;
      }
      case 'promote': {
        const result = await promoteRemote(context, remoteArg(parsed));
        io.out(`${result.name}: promoted the canary ${result.to} to live for every visitor (was ${result.from})`);
        return 0;
      }
      case 'rollback': {
        const result = await rollbackRemote(context, remoteArg(parsed));
        io.out(
          result.canary
            ? `${result.name}: ended the canary ${result.from}; every visitor gets ${result.to}`
            : `${result.name}: rolled back from ${result.from} to ${result.to}`,
        );
        return 0;
      }
      case 'prune': {
        const names = parsed.positional.length > 0 ? [remoteArg(parsed)] : REMOTES;
        for (const name of names) {
          const removed = await pruneRemote(context, name, parsed.keep);
          io.out(
            removed.length
              ? `${name}: deleted ${removed.length} old version(s): ${removed.join(', ')}`
              : `${name}: nothing to delete`,
          );
        }
        return 0;
      }
      case 'list': {
        io.out(
          `registry: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.deployDir, 'registry.json')}`,
        );
        for (const { name, record } of await listRemotes(context.store)) {
          io.out(`${name}  live: ${record?.live ?? '(none)'}`);
          if (record) for (const line of canaryLines(record)) io.out(line);
          for (const v of record?.versions ?? []) {
            const mark = v.version === record?.live ? '*' : v.version === record?.canary?.version ? '~' : ' ';
            io.out(`  ${mark} ${v.version}  deployed ${v.deployedAt}`);
          }
        }
        return 0;
      }
      default:
        io.err(parsed.command ? `unknown command "${parsed.command}"\n${USAGE}` : USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof DeployRefused) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close?.();
  }
}

// Run only when executed directly, so tests can import runCli.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let config: GatewayConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  runCli(process.argv.slice(2), config).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
