import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults: port 8080 on 0.0.0.0, API on API_PORT or 3000, folders under the repo root', () => {
    const config = loadConfig({});
    const root = findRepoRoot();
    expect(existsSync(path.join(root, 'pnpm-workspace.yaml'))).toBe(true);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3000',
      deployDir: path.join(root, '.deploy'),
      shellDist: path.join(root, 'shell', 'dist'),
      logLevel: 'info',
    });
    expect(loadConfig({ API_PORT: '4100' }).apiUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ API_URL: 'http://api-lb:3000/', API_PORT: '4100' }).apiUrl).toBe('http://api-lb:3000');
  });

  it('judges canaries after 200 loads by a 5-point margin unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      canaryMinLoads: 200,
      canaryFailureMargin: 5,
      beaconsPerMinute: 30,
      countsFlushMs: 1000,
    });
    expect(loadConfig({ CANARY_MIN_LOADS: '50', CANARY_FAILURE_MARGIN: '2.5' })).toMatchObject({
      canaryMinLoads: 50,
      canaryFailureMargin: 2.5,
    });
  });

  it('takes relative folders from the repo root, not the cwd', () => {
    expect(loadConfig({ DEPLOY_DIR: 'tmp/deploy' }).deployDir).toBe(path.join(findRepoRoot(), 'tmp', 'deploy'));
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ API_URL: 'ftp://x' }, /API_URL must use http or https/],
    [{ API_URL: 'not a url' }, /API_URL must be an absolute/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ CANARY_MIN_LOADS: '0' }, /CANARY_MIN_LOADS must be a positive integer/],
    [{ CANARY_FAILURE_MARGIN: '-1' }, /CANARY_FAILURE_MARGIN must be percentage points/],
    [{ BEACONS_PER_MINUTE: 'many' }, /BEACONS_PER_MINUTE must be a positive integer/],
  ])('refuses %p with the variable name', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
