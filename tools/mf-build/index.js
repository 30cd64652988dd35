// One webpack 5 + Module Federation config factory for the shell (host) and the five remotes, so
// every build shares the same singletons, loader, minifier and output naming. A package's
// webpack.config.js is a one-liner: `export default hostConfig({ dir })` or
// `export default remoteConfig({ name, dir, exposes })`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../..');
const sharedDir = path.join(workspaceRoot, 'shared');

/** Library singletons every build provides and consumes (TOOLCHAIN breakage 6: react/ and react-dom/ too). */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
];
/**
 * The react-router package is NOT shared as such: a shared module is never tree-shaken, and the whole of
 * react-router 7 is ~65 KB gzip. Every build instead resolves a bare `react-router` import to
 * `shared/src/router/index.ts` (REACT_ROUTER_FACADE), which re-exports the declarative API the platform uses
 * and is shared as the singleton `@mp/shared/router`: one router per page, tree-shaken to that list
 * (~17 KB gzip), one context for the shell's chrome and every remote. Measured in ADR 009.
 */
export const NOT_SHARED = ['react-router'];
const REACT_ROUTER_FACADE = path.join(sharedDir, 'src', 'router', 'index.ts');

/**
 * react-router 7's package exports only its development build (dev-only warnings and checks); its production build
 * sits beside it in dist/production and is what a production build of the facade imports.
 */
function reactRouterProductionBuild() {
  const pkg = findPackageJson('react-router', sharedDir);
  if (!pkg) throw new Error('[mf-build] cannot find react-router from shared/');
  const file = path.join(path.dirname(pkg), 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`[mf-build] react-router has no production build at ${file}`);
  return file;
}

/** Packages whose subpath imports (react/jsx-runtime, react-dom/client…) are shared too. */
const PREFIX_SHARED = ['react', 'react-dom'];
/**
 * zustand's exports map uses the deprecated "./" folder mapping, which makes Node print a warning for a
 * `zustand/` prefix share; its subpaths are listed instead.
 */
const EXPLICIT_SUBPATHS = { zustand: ['zustand/vanilla', 'zustand/middleware', 'zustand/shallow'] };

/**
 * @mp/shared subpaths shared as singletons. `contracts` is left out on purpose: front ends import only
 * its types, and sharing it would build TypeBox into every container for nothing. `remote` is left out
 * too: it holds `createRemoteApp`, which only remotes use (bundled into each, small), and so is `transfer-trip`
 * (only the pages that show a trip need it; a singleton is loaded whole on every first load). `router` is the
 * react-router facade (REACT_ROUTER_FACADE).
 */
export const SHARED_SUBPATHS = ['bus', 'stores', 'api', 'i18n', 'ui', 'domain', 'routes', 'realtime', 'router'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Installed version of a dependency as seen from `dir`. package.json files say `catalog:`, which is no
 * semver range, so requiredVersion must come from what pnpm actually installed.
 */
function installedVersion(name, dir) {
  const candidates = [];
  for (let d = dir; ; d = path.dirname(d)) {
    candidates.push(path.join(d, 'node_modules', name, 'package.json'));
    if (d === path.dirname(d)) break;
  }
  // pnpm's hidden hoist folder holds transitive packages such as @tanstack/query-core.
  candidates.push(path.join(workspaceRoot, 'node_modules/.pnpm/node_modules', name, 'package.json'));
  for (const file of candidates) {
    if (fs.existsSync(file)) return readJson(file).version;
  }
  throw new Error(`[mf-build] cannot find installed ${name} from ${dir}`);
}

/**
 * The shared map of every build. @mp/shared subpaths are keyed by their resolved source file, so a
 * request for `@mp/shared/bus` and a relative `../bus` inside the package are the same shared module:
 * one bus, one set of stores, one i18next instance for the host and every remote.
 */
export function sharedConfig(dir) {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name, dir);
    const item = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = item;
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...item };
    for (const sub of EXPLICIT_SUBPATHS[name] ?? []) shared[sub] = { ...item };
  }
  const sharedVersion = readJson(path.join(sharedDir, 'package.json')).version;
  for (const sub of SHARED_SUBPATHS) {
    const file = path.join(sharedDir, 'src', sub, 'index.ts');
    if (!fs.existsSync(file)) continue;
    shared[file] = {
      shareKey: `@mp/shared/${sub}`,
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
    };
  }
  return shared;
}

/** Whether a share name (react-dom/client, @mp/shared/ui…) is one of the singletons of `shared`. */
function isDeclaredSingleton(shared, name) {
  return Object.entries(shared).some(([key, item]) => {
    if (!item.singleton) return false;
    if (item.shareKey) return item.shareKey === name;
    return key === name || (key.endsWith('/') && name.startsWith(key));
  });
}

/**
 * The manifest plugin looks singletons up by config key, so prefix shares (react-dom/ → react-dom/client)
 * and path-keyed @mp/shared subpaths come out without `singleton`. The deploy CLI compares singletons
 * between a remote and the shell, so the flag is put back once the files are written.
 */
class ManifestSingletonsPlugin {
  constructor(shared) {
    this.shared = shared;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ManifestSingletonsPlugin', () => {
      for (const file of ['mf-manifest.json', 'mf-stats.json']) {
        const full = path.join(compiler.options.output.path, file);
        if (!fs.existsSync(full)) continue;
        const manifest = readJson(full);
        for (const item of manifest.shared ?? []) {
          if (isDeclaredSingleton(this.shared, item.name)) item.singleton = true;
        }
        fs.writeFileSync(full, JSON.stringify(manifest, null, 2));
      }
    });
  }
}

/** package.json of `name` as seen from `fromDir` (pnpm keeps a package's dependencies beside it). */
function findPackageJson(name, fromDir) {
  for (let d = fromDir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return fs.realpathSync(file);
    if (d === path.dirname(d)) return null;
  }
}

/**
 * The shared libraries and every package they need at run time (plus ky, which @mp/shared/api
 * bundles, and react-router, behind the shared facade): these go into one `vendor` file per build instead of a file each.
 */
function vendorPackages(dir) {
  const seen = new Set();
  const queue = [...SINGLETON_PACKAGES, 'ky', 'react-router'].map((name) => [name, dir]);
  while (queue.length > 0) {
    const [name, from] = queue.shift();
    if (seen.has(name)) continue;
    const file = findPackageJson(name, from) ?? findPackageJson(name, sharedDir);
    if (!file) continue;
    seen.add(name);
    const pkg = readJson(file);
    for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])
      queue.push([dep, path.dirname(file)]);
  }
  return [...seen];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Two files instead of ~20 for what every page loads first (ADR 008): the shared libraries in `vendor`
 * and the @mp/shared singletons in `mp-shared`. A shared module is otherwise a file of its own, and
 * each file the federation runtime loads costs a script element, a request and a task; on the home
 * page that was 24 scripts and a third of the start-up time. Both files are loaded by every page
 * anyway, so nothing is downloaded that a page does not use.
 */
function startupChunks(dir) {
  const vendor = new RegExp(`[\\\\/]node_modules[\\\\/](${vendorPackages(dir).map(escapeRegExp).join('|')})[\\\\/]`);
  const mpShared = new RegExp(
    `^${escapeRegExp(path.join(sharedDir, 'src'))}[\\\\/](${SHARED_SUBPATHS.join('|')})[\\\\/]`,
  );
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendor: { test: vendor, name: 'vendor', chunks: 'async', enforce: true, priority: 20 },
      mpShared: { test: mpShared, name: 'mp-shared', chunks: 'async', enforce: true, priority: 10 },
    },
  };
}

function swcRule(mode) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    // An import of a name a module does not export fails the build (e.g. a react-router hook the facade lacks).
    parser: { exportsPresence: 'error' },
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          // Evergreen browsers only: keeps classes/async native and the output small.
          target: 'es2020',
        },
      },
    },
  };
}

function baseConfig({ dir, mode, uniqueName, publicPath, entry }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      // TOOLCHAIN breakage 2: no contenthash on entry/runtime files; chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Files emitted as assets (the common strings' JSON, fetched by URL) carry the same 8-hex content hash, which
      // the gateway serves as immutable; webpack's default (a bare 20-hex hash) was revalidated on every visit.
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // shared/src uses TypeScript's `.js`-less relative imports; nothing else to alias.
    },
    module: {
      rules: [
        swcRule(mode),
        {
          // Every bare `react-router` import is the shared facade (see NOT_SHARED), except the facade's own.
          test: /\.[cm]?[jt]sx?$/,
          exclude: REACT_ROUTER_FACADE,
          resolve: { alias: { 'react-router$': REACT_ROUTER_FACADE } },
        },
        ...(production
          ? [{ test: REACT_ROUTER_FACADE, resolve: { alias: { 'react-router$': reactRouterProductionBuild() } } }]
          : []),
        {
          // The federation packages ship ESM and CommonJS builds. The external-runtime provider `require`s
          // the runtime while the bundler runtime imports it, which bundled both builds of runtime-core and
          // sdk into the shell's main.js (~20 KB gzip twice over). Their requests resolve to ESM only.
          test: /[\\/]@module-federation[\\/]/,
          resolve: { conditionNames: ['import', 'module', 'browser', 'default'] },
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        // TOOLCHAIN breakage 3: terser keeps the container global visible (no IIFE wrapper).
        new TerserPlugin({
          extractComments: false,
          terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        }),
      ],
      splitChunks: startupChunks(dir),
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

function federationPlugins({ name, dir, exposes, runtimePlugins, host }) {
  const shared = sharedConfig(dir);
  const federation = new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    shared,
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    runtimePlugins: runtimePlugins ?? [],
    experiments: {
      // The host ships the one copy of the federation runtime core and hands it to every remote,
      // instead of each remoteEntry bundling its own (~30 KB gzip each).
      ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      // Remotes are registered by entry URL (remoteEntry.js), never by manifest snapshot.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
  return [federation, new ManifestSingletonsPlugin(shared)];
}

/**
 * Writes build-time files next to the bundle (e.g. the shell's `chrome-strings.json`, which the gateway
 * reads to draw the server-side app shell in the same words the React chrome uses).
 */
class ExtraFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ExtraFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExtraFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.files)) {
            compilation.emitAsset(file, new RawSource(typeof content === 'function' ? content() : content));
          }
        },
      );
    });
  }
}

/** The file the gateway reads to preload a page's code with its HTML (ADR 026). */
export const PRELOAD_CHUNKS_FILE = 'preload-chunks.json';

/**
 * Writes `preload-chunks.json`: for each named chunk group the gateway may preload (the shell's `bootstrap`, a
 * remote's `layout-<layout>` and `page-<route id>`, named with webpackChunkName), the .js files it loads, split
 * chunks included; the shell's list also carries its startup chunks (`vendor`, `mp-shared`). With it the gateway
 * asks for a signed-in page's code in the HTML instead of one chunk after another as each one runs.
 */
class PreloadChunksPlugin {
  constructor({ startup = [] } = {}) {
    this.startup = startup;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const jsOf = (chunks) =>
            [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
          const groups = {};
          for (const group of compilation.chunkGroups) {
            if (group.name && /^(bootstrap|layout-|page-|locale-|shell-(en|pt)$)/.test(group.name)) {
              groups[group.name] = jsOf(group.chunks);
            }
          }
          // Files fetched by URL at start-up (the common strings' JSON of each language), so the gateway can ask
          // for the page language's one with the HTML instead of when the code that fetches it has run.
          const fetches = {};
          for (const { name: file, info } of compilation.getAssets()) {
            const language = /(?:^|\/)locales\/(en|pt)\.json$/.exec(String(info.sourceFilename ?? ''))?.[1];
            if (language && file.endsWith('.json')) (fetches[language] ??= []).push(file);
          }
          const startup = jsOf(this.startup.map((name) => compilation.namedChunks.get(name)).filter(Boolean));
          compilation.emitAsset(PRELOAD_CHUNKS_FILE, new RawSource(JSON.stringify({ startup, groups, fetches })));
        },
      );
    });
  }
}

/**
 * The shell: a pure consumer (no exposes, no remote URL compiled in), served from /shell/.
 * @param {{ dir: string, name?: string, entry?: string, template?: string, runtimePlugins?: string[], extraFiles?: Record<string, string | (() => string)> }} options
 */
export function hostConfig({
  dir,
  name = 'shell',
  entry = './src/index.ts',
  template = './src/index.html',
  runtimePlugins,
  extraFiles = {},
}) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const config = baseConfig({ dir, mode, uniqueName: `mp_${name}`, publicPath: '/shell/', entry: { main: entry } });
    config.plugins = [
      ...federationPlugins({ name, dir, runtimePlugins, host: true }),
      new HtmlWebpackPlugin({
        // A plain string, not a compiled template: compiling one runs a child compilation that inherits
        // the federation plugins and emits a CommonJS copy of the whole app into dist.
        templateContent: fs.readFileSync(path.resolve(dir, template), 'utf8'),
        inject: 'head',
        scriptLoading: 'defer',
        // Keep the <!--mp:head--> marker: the gateway injects the registry and preloads there.
        minify: { collapseWhitespace: true, removeComments: false, minifyCSS: true },
      }),
      new ExtraFilesPlugin(extraFiles),
      new PreloadChunksPlugin({ startup: ['vendor', 'mp-shared'] }),
    ];
    return config;
  };
}

/**
 * A remote: container `name` (e.g. mf_catalogue) with remoteEntry.js + mf-manifest.json, served from
 * /remotes/<remote>/<version>/ (publicPath auto).
 * @param {{ name: string, dir: string, exposes: Record<string, string>, runtimePlugins?: string[] }} options
 */
export function remoteConfig({ name, dir, exposes, runtimePlugins }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    // The container needs an entry of its own only for webpack's sake; the real entry is remoteEntry.js.
    const config = baseConfig({ dir, mode, uniqueName: `mp_${name}`, publicPath: 'auto', entry: {} });
    config.plugins = [
      ...federationPlugins({ name, dir, exposes, runtimePlugins, host: false }),
      new PreloadChunksPlugin(),
    ];
    return config;
  };
}
