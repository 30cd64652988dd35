import { actingChange } from './acting-change';

describe('what the remotes do when who is acting changes', () => {
  it('re-runs the activity functions when the role changes (login, logout, a tab of another role)', () => {
    expect(actingChange({ role: null, userId: null }, { role: 'CLIENT', userId: 7 })).toBe('refresh');
    expect(actingChange({ role: 'SUPER', userId: 1 }, { role: 'SUPPLIER', userId: 8 })).toBe('refresh');
    expect(actingChange({ role: 'CLIENT', userId: 7 }, { role: null, userId: null })).toBe('refresh');
  });

  it('mounts the remotes afresh for another user in the same role (two partners’ tabs)', () => {
    expect(actingChange({ role: 'SUPPLIER', userId: 8 }, { role: 'SUPPLIER', userId: 9 })).toBe('remount');
  });

  it('does nothing when the same user keeps acting', () => {
    expect(actingChange({ role: 'CLIENT', userId: 7 }, { role: 'CLIENT', userId: 7 })).toBe('none');
    expect(actingChange({ role: null, userId: null }, { role: null, userId: null })).toBe('none');
  });
});
