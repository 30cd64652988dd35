// Temp SHELL_DIST / DEPLOY_DIR / remote builds for tests, so gateway tests never need the real
// front ends built. The manifests have the shape @module-federation/enhanced 2.x writes.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { containerName, type RemoteName } from '@mp/shared/routes';
import type { GatewayConfig } from '../config';

export interface SharedFixture {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export const SHELL_SHARED: SharedFixture[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
  { name: '@mp/shared/stores', version: '0.1.0', requiredVersion: 'workspace:*', singleton: true },
];

/** The chunk every fixture remote's `./app` needs at once (listed in its manifest). */
export const EXPOSE_CHUNK = '__federation_expose_app.1234abcd.js';

export function manifest(container: string, shared: SharedFixture[]): string {
  return JSON.stringify({
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: container,
      publicPath: 'auto',
    },
    shared: shared.map((s) => ({
      id: `${container}:${s.name}`,
      name: s.name,
      version: s.version,
      singleton: s.singleton ?? true,
      requiredVersion: s.requiredVersion ?? `^${s.version}`,
      hash: '',
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    })),
    remotes: [],
    exposes: [
      {
        id: `${container}:app`,
        name: 'app',
        path: './app',
        assets: { js: { async: ['lazy.5678abcd.js'], sync: [EXPOSE_CHUNK] }, css: { async: [], sync: [] } },
      },
    ],
  });
}

export const SHELL_INDEX = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--mp:head-->
<script defer src="/shell/main.js"></script>
</head>
<body>
<noscript>${'This site needs JavaScript to book experiences, transfers and gift cards in Portugal. '.repeat(12)}</noscript>
<div id="root"></div>
</body>
</html>`;

export interface Fixture {
  root: string;
  config: GatewayConfig;
  cleanup: () => Promise<void>;
}

export async function makeFixture(
  options: { withShell?: boolean; shellShared?: SharedFixture[]; apiUrl?: string } = {},
): Promise<Fixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'mp-gateway-'));
  const shellDist = path.join(root, 'shell-dist');
  const deployDir = path.join(root, 'deploy');
  if (options.withShell ?? true) {
    await mkdir(shellDist, { recursive: true });
    await writeFile(path.join(shellDist, 'index.html'), SHELL_INDEX);
    await writeFile(
      path.join(shellDist, 'main.js'),
      `console.log("shell main");\n${'// padding so compression applies\n'.repeat(60)}`,
    );
    await writeFile(path.join(shellDist, 'vendors.0123abcd.js'), 'console.log("hashed chunk");');
    // The common strings as a build names them now (name and 8 hex) and as older builds did (webpack's 20-hex hash).
    await writeFile(path.join(shellDist, 'en.0a1b2c3d.json'), '{}');
    await writeFile(path.join(shellDist, '0123456789abcdef0123.json'), '{}');
    await writeFile(path.join(shellDist, 'mf-manifest.json'), manifest('shell', options.shellShared ?? SHELL_SHARED));
  }
  return {
    root,
    config: {
      port: 0,
      host: '127.0.0.1',
      apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
      databaseUrl: null,
      deployDir,
      shellDist,
      logLevel: 'silent',
      nodeEnv: 'test',
      repoRoot: root,
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** A remote build folder (what webpack writes to `<remote>/dist`). */
export async function makeRemoteBuild(
  root: string,
  name: RemoteName,
  options: { shared?: SharedFixture[]; marker?: string; withManifest?: boolean; withEntry?: boolean } = {},
): Promise<string> {
  const dist = await mkdtemp(path.join(root, `${name}-build-`));
  const container = containerName(name);
  if (options.withEntry ?? true) {
    // Over 1 KB, so publishing writes its brotli/gzip copies.
    await writeFile(
      path.join(dist, 'remoteEntry.js'),
      `var ${container}; /* ${options.marker ?? 'v1'} */\n${'// padding so compression applies\n'.repeat(60)}`,
    );
  }
  await writeFile(path.join(dist, EXPOSE_CHUNK), `console.log(${JSON.stringify(options.marker ?? 'v1')});`);
  if (options.withManifest ?? true) {
    await writeFile(path.join(dist, 'mf-manifest.json'), manifest(container, options.shared ?? SHELL_SHARED));
  }
  return dist;
}
