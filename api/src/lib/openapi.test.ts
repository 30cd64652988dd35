import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientErrorsOf, operationIdOf } from './openapi';
import { buildTestApp, type TestApp } from '../../test/helpers';

// Jest runs from the API package (its ESM mode has no __dirname).
const apiRoot = process.cwd();

describe('OpenAPI document', () => {
  it('derives one operationId per method and path', () => {
    expect(operationIdOf('GET', '/api/dashboard/services/:id')).toBe('getDashboardServicesById');
    expect(operationIdOf('POST', '/api/super/promo-codes/request/:id/status')).toBe(
      'postSuperPromoCodesRequestByIdStatus',
    );
    expect(operationIdOf('GET', '/api/user-panel/:id?')).toBe('getUserPanelById');
    expect(operationIdOf('GET', '/api/files/*')).toBe('getFilesByPath');
  });

  it('documents the client errors the shared hooks can answer, by route kind', () => {
    const statuses = (...args: Parameters<typeof clientErrorsOf>) => Object.keys(clientErrorsOf(...args)).sort();
    expect(statuses('GET', '/api/categories', {}, 'public')).toEqual(['4xx']);
    expect(statuses('GET', '/api/services/:slug', { params: {} }, 'public')).toEqual(['404', '422']);
    expect(statuses('GET', '/api/user', {}, 'authenticated')).toEqual(['401']);
    expect(
      statuses('POST', '/api/dashboard/services/:id/availability', { body: {}, params: {} }, ['SUPPLIER']),
    ).toEqual(['400', '401', '403', '404', '422']);
    expect(statuses('GET', '/api/super/bookings', { querystring: {} }, ['SUPER'])).toEqual(['401', '403', '422']);
    expect(statuses('GET', '/api/dashboard/team', {}, 'team')).toEqual(['401', '403']);
  });

  it('fails the lint on a document without operation ids or with ambiguous paths (api/redocly.yaml)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-openapi-lint-'));
    try {
      const answer = { description: 'ok' };
      const bad = {
        openapi: '3.1.0',
        info: { title: 't', version: '1', license: { name: 'x', identifier: 'MIT' } },
        servers: [{ url: '/' }],
        security: [],
        paths: {
          '/a/{x}/b': {
            get: {
              operationId: 'one',
              parameters: [{ name: 'x', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { 200: answer, 404: answer },
            },
          },
          '/a/c/{y}': {
            get: {
              parameters: [{ name: 'y', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { 200: answer, 404: answer },
            },
          },
        },
      };
      const file = path.join(dir, 'bad.json');
      writeFileSync(file, JSON.stringify(bad));
      const lint = spawnSync(
        path.join(apiRoot, 'node_modules', '.bin', 'redocly'),
        ['lint', file, '--config', path.join(apiRoot, 'redocly.yaml'), '--format', 'summary'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      expect(lint.status).not.toBe(0);
      expect(lint.stdout + lint.stderr).toMatch(/error\s+operation-operationId: 1/);
      expect(lint.stdout + lint.stderr).toMatch(/error\s+no-ambiguous-paths: 1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('generated from the routes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => t.close());

    it('declares servers, a licence, and gives every operation a unique id and a client-error answer', () => {
      const doc = t.app.swagger() as unknown as {
        openapi: string;
        servers: unknown[];
        info: { license?: { name: string } };
        paths: Record<
          string,
          Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>
        >;
      };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.servers.length).toBeGreaterThan(0);
      expect(doc.info.license?.name).toBeTruthy();
      const ids: string[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        expect(path).not.toContain('*');
        for (const operation of Object.values(operations)) {
          expect(operation.operationId).toBeTruthy();
          ids.push(operation.operationId!);
          expect(Object.keys(operation.responses).some((status) => status.startsWith('4'))).toBe(true);
          if (operation.security === undefined) expect(operation.responses['401']).toBeDefined();
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
