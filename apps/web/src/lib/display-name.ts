import type { TUserResponse } from '@galope/contracts';

type NamedUser = Pick<TUserResponse, 'firstName' | 'lastName' | 'username'>;

/** What the site calls the player: the first name when there is one, else the username. */
export function displayName(user: NamedUser): string {
  return user.firstName?.trim() || user.username;
}

export function fullName(user: NamedUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username;
}

/** The avatar letter: first letter of the first name, else of the username. */
export function avatarInitial(user: NamedUser): string {
  return (user.firstName?.trim() || user.username).charAt(0).toUpperCase();
}
