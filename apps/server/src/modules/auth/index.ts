/** Front door (decision 016): accounts (the users table's rows), passwords, sessions, guards. */
export { approvedUser, requireApproved, requireRole, requireSignedIn, signedInUser } from './guards';
export { deleteOldLoginAttempts } from './login-rate-limit';
export { hashPassword, verifyPassword } from './password';
export { duplicateAccountError } from './register-user';
export { authRoutes } from './routes';
export { sessionPlugin } from './session-plugin';
export {
  announceSessionsEnded,
  announceUserChanged,
  deleteExpiredSessions,
  destroyOtherSessions,
  findLiveSessions,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from './sessions';
export {
  type AccountChanges,
  assertUnambiguousLogin,
  ensureUserSettings,
  insertAccount,
  removeAccount,
  updateAccount,
  toUserResponse,
  type UserRow,
} from './users-repository';
