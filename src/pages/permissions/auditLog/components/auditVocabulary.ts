// The audit log's filters and labels read the server's own list of actions and record kinds
// (contract/vocabulary.ts); a recorded code the panel does not know shows as recorded.
export { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../../../contract/vocabulary';

export const actionMessageId = (action: string) => `pages.permissions.auditLog.action.${action}`;
export const entityTypeMessageId = (entityType: string) => `pages.permissions.auditLog.entityType.${entityType}`;
