import { describe, expect, it } from 'vitest';

import { creatableRoles, userActions } from './user-actions';

const superAdmin = { id: 1, role: 'super_admin' as const };
const admin = { id: 2, role: 'admin' as const };
const otherAdmin = { id: 3, role: 'admin' as const };
const player = { id: 4, role: 'user' as const };

describe('userActions', () => {
  it('lets an admin adjust, change and delete a player, and see their limits and pauses', () => {
    expect(userActions(admin, player)).toEqual({ balance: true, status: true, delete: true, protection: true });
  });

  it('offers an admin nothing on another admin or a super admin', () => {
    expect(userActions(admin, otherAdmin)).toEqual({ balance: false, status: false, delete: false, protection: false });
    expect(userActions(admin, superAdmin)).toEqual({ balance: false, status: false, delete: false, protection: false });
  });

  it('lets a super admin manage admins but delete only players', () => {
    expect(userActions(superAdmin, admin)).toEqual({ balance: true, status: true, delete: false, protection: false });
    expect(userActions(superAdmin, player)).toEqual({ balance: true, status: true, delete: true, protection: true });
  });

  it('offers nobody anything on their own account', () => {
    expect(userActions(admin, admin)).toEqual({ balance: false, status: false, delete: false, protection: false });
    expect(userActions(superAdmin, superAdmin)).toEqual({
      balance: false,
      status: false,
      delete: false,
      protection: false,
    });
  });
});

describe('creatableRoles', () => {
  it('gives the admin roles to super admins only', () => {
    expect(creatableRoles(admin)).toEqual(['user']);
    expect(creatableRoles(superAdmin)).toEqual(['user', 'admin', 'super_admin']);
  });
});
