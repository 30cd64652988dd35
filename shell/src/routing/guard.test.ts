import { decide, isRemoteActive } from './guard';

describe('route guard (spec §2, §6)', () => {
  it('mounts the owner of a public page for anyone, in en and pt', () => {
    expect(decide('/experiences', null)).toMatchObject({ kind: 'remote', remote: 'mf-catalogue' });
    expect(decide('/pt/cart', null)).toMatchObject({ kind: 'remote', remote: 'mf-checkout' });
    expect(decide('/pt', null)).toMatchObject({ kind: 'remote', remote: 'mf-catalogue' });
  });

  it('asks an anonymous visitor to log in on a protected page instead of a 404', () => {
    expect(decide('/user-panel/bookings', null).kind).toBe('login');
    expect(decide('/pt/dashboard/sales', null).kind).toBe('login');
    expect(decide('/super-admin/partners', null).kind).toBe('login');
  });

  it('tells a wrong role "no access" and the right role gets the remote', () => {
    expect(decide('/dashboard', 'CLIENT').kind).toBe('forbidden');
    expect(decide('/affiliates/info', 'SUPPLIER').kind).toBe('forbidden');
    expect(decide('/super-admin', 'CLIENT').kind).toBe('forbidden');
    expect(decide('/dashboard', 'SUPPLIER')).toMatchObject({ kind: 'remote', remote: 'mf-partner-dashboard' });
    expect(decide('/affiliates', 'AFFILIATE')).toMatchObject({ kind: 'remote', remote: 'mf-partner-dashboard' });
    expect(decide('/user-panel/anything/else', 'CLIENT')).toMatchObject({ kind: 'remote', remote: 'mf-user-panel' });
  });

  it('gives the 404 screen for unmatched paths and for /not-found', () => {
    expect(decide('/definitely/not/a/page', null)).toEqual({ kind: 'not-found', path: '/definitely/not/a/page' });
    expect(decide('/not-found', 'SUPER').kind).toBe('not-found');
    expect(decide('/pt/not-found', null).kind).toBe('not-found');
  });

  it('activity is true only for the owner the acting user may see', () => {
    expect(isRemoteActive('mf-catalogue', '/about-us', null)).toBe(true);
    expect(isRemoteActive('mf-checkout', '/about-us', null)).toBe(false);
    expect(isRemoteActive('mf-user-panel', '/user-panel/profile', null)).toBe(false);
    expect(isRemoteActive('mf-user-panel', '/user-panel/profile', 'CLIENT')).toBe(true);
    // An impersonating super admin acts as the impersonated role.
    expect(isRemoteActive('mf-super-admin', '/super-admin', 'CLIENT')).toBe(false);
  });
});
