import { BACK_OFFICE_PAGE_KEY, homeAfterSignIn, pathForActingRole, rememberBackOfficePage } from './acting-home';

beforeEach(() => window.sessionStorage.clear());

describe('where a super admin lands after switching who acts', () => {
  it('stays on a page the new acting user may open', () => {
    expect(pathForActingRole('/experiences', 'CLIENT')).toBeNull();
    expect(pathForActingRole('/pt/user-panel/bookings', 'CLIENT')).toBeNull();
    expect(pathForActingRole('/super-admin/partners', 'SUPER')).toBeNull();
  });

  it("leaves a page the acting user may not open for their home, in the page's language", () => {
    expect(pathForActingRole('/super-admin/customers', 'CLIENT')).toBe('/user-panel/bookings');
    expect(pathForActingRole('/pt/super-admin/partners', 'SUPPLIER')).toBe('/pt/dashboard');
    expect(pathForActingRole('/super-admin/affiliates', 'AFFILIATE')).toBe('/affiliates');
    expect(pathForActingRole('/dashboard', 'CLIENT')).toBe('/user-panel/bookings');
  });

  it("takes the admin back to the last back-office page they were on, else the back office's home", () => {
    expect(pathForActingRole('/user-panel/bookings', 'SUPER')).toBe('/super-admin');
    rememberBackOfficePage('/pt/super-admin/customers', '?view=clients');
    expect(window.sessionStorage.getItem(BACK_OFFICE_PAGE_KEY)).toBe('/super-admin/customers?view=clients');
    expect(pathForActingRole('/pt/user-panel/bookings', 'SUPER')).toBe('/pt/super-admin/customers?view=clients');
    expect(pathForActingRole('/dashboard', 'SUPER')).toBe('/super-admin/customers?view=clients');
    // Only back-office pages are remembered.
    rememberBackOfficePage('/user-panel/bookings', '');
    expect(window.sessionStorage.getItem(BACK_OFFICE_PAGE_KEY)).toBe('/super-admin/customers?view=clients');
  });
});

describe('where a sign-in goes when nothing asked for a page', () => {
  it('takes a partner, an affiliate or a staff member from the storefront home to their own, in its language', () => {
    expect(homeAfterSignIn('/', 'SUPPLIER')).toBe('/dashboard');
    expect(homeAfterSignIn('/pt', 'AFFILIATE')).toBe('/pt/affiliates');
    expect(homeAfterSignIn('/pt/', 'SUPER')).toBe('/pt/super-admin');
  });

  it('leaves a customer where they are, and anyone signing in on another page', () => {
    expect(homeAfterSignIn('/', 'CLIENT')).toBeNull();
    expect(homeAfterSignIn('/experiences', 'SUPPLIER')).toBeNull();
    expect(homeAfterSignIn('/pt/cart', 'SUPER')).toBeNull();
  });
});
