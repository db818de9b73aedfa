// The actions and entity types the audit log records so far, for the filters and their labels.
// An area that records new actions adds them here and to the locale files; unknown ones show as recorded.

export const AUDIT_ACTIONS = [
  'session.signIn',
  'session.signOut',
  'session.revoke',
  'session.stepUp',
  'admin.create',
  'admin.update',
  'admin.enable',
  'admin.disable',
  'admin.resetPassword',
  'admin.changePassword',
  'admin.passwordCodeSent',
  'admin.enableTwoFactor',
  'admin.disableTwoFactor',
  'role.create',
  'role.update',
  'role.delete',
  'permission.create',
  'permission.update',
  'permission.delete',
  'news.create',
  'news.update',
  'news.show',
  'news.hide',
  'news.delete',
  'notice.create',
  'notice.update',
  'notice.show',
  'notice.hide',
  'notice.delete',
  'feedback.process',
] as const;

export const AUDIT_ENTITY_TYPES = ['session', 'admin', 'role', 'permission', 'news', 'notice', 'feedback'] as const;

export const actionMessageId = (action: string) => `pages.permissions.auditLog.action.${action}`;
export const entityTypeMessageId = (entityType: string) => `pages.permissions.auditLog.entityType.${entityType}`;
