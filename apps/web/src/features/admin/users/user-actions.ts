import type { TUserRole } from '@galope/contracts';

type Account = { id: number; role: TUserRole };

/** `protection` is read only (docs/rules/player-protection.md): any staff member sees a player's limits and pauses. */
export type UserActions = { balance: boolean; status: boolean; delete: boolean; protection: boolean };

/**
 * What the viewer may do to a row, as the server enforces it (docs/api.md, Roles): nobody acts on their own
 * account, an admin acts only on players, and only players can be deleted. Actions the server would
 * refuse are not offered.
 */
export function userActions(viewer: Account, target: Account): UserActions {
  const manageable = viewer.id !== target.id && (viewer.role === 'super_admin' || target.role === 'user');
  return {
    balance: manageable,
    status: manageable,
    delete: manageable && target.role === 'user',
    protection: target.role === 'user',
  };
}

/** Only a super admin may create admins and super admins. */
export function creatableRoles(viewer: Account): TUserRole[] {
  return viewer.role === 'super_admin' ? ['user', 'admin', 'super_admin'] : ['user'];
}
