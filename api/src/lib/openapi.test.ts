import { operationIdOf } from './openapi';
import { buildTestApp, type TestApp } from '../../test/helpers';

describe('OpenAPI document', () => {
  it('derives one operationId per method and path', () => {
    expect(operationIdOf('GET', '/api/dashboard/services/:id')).toBe('getDashboardServicesById');
    expect(operationIdOf('POST', '/api/super/promo-codes/request/:id/status')).toBe('postSuperPromoCodesRequestByIdStatus');
    expect(operationIdOf('GET', '/api/user-panel/:id?')).toBe('getUserPanelById');
    expect(operationIdOf('GET', '/api/files/*')).toBe('getFilesByPath');
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
        paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
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
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
