/** Actions the server records (see the services' oplog.record calls). */
export const LOG_ACTIONS = [
  'auth.login', 'auth.loginCode', 'auth.logout', 'auth.resetPassword', 'auth.changePassword',
  'org.create', 'org.update', 'org.delete', 'org.recover',
  'user.create', 'user.update', 'user.updateSelf', 'user.delete', 'user.recover', 'user.resetPassword', 'user.enable', 'user.disable',
  'role.create', 'role.update', 'role.delete', 'role.recover', 'role.authorize', 'role.assign',
] as const;
export const LOG_TARGETS = ['user', 'organization', 'role'] as const;
