import type { TUserResponse } from '@galope/contracts';

type NamedUser = Pick<TUserResponse, 'firstName' | 'lastName' | 'username'>;

/** What the site calls the player: the first name when there is one, else the username. */
export function displayName(user: NamedUser): string {
  return user.firstName?.trim() || user.username;
}

/** The first and last name the player gave, or '' when they gave none (a sign-up with only an e-mail). */
export function givenName(user: NamedUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export function fullName(user: NamedUser): string {
  return givenName(user) || user.username;
}

/** The avatar letter: first letter of the first name, else of the username. */
export function avatarInitial(user: NamedUser): string {
  return (user.firstName?.trim() || user.username).charAt(0).toUpperCase();
}
