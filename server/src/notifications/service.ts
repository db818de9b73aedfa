// An administrator's own notification preferences: only their own, audited like every change.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { Preferences } from './schema';

export async function updateOwnPreferences(db: Db, actor: Actor, preferences: Preferences): Promise<Preferences> {
  const adminId = actor.adminId;
  if (!adminId) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approvalEmails: admins.approvalEmails })
      .from(admins)
      .where(eq(admins.id, adminId))
      .for('update');
    if (!before) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    const [after] = await tx
      .update(admins)
      .set({ approvalEmails: preferences.approvalEmails })
      .where(eq(admins.id, adminId))
      .returning({ approvalEmails: admins.approvalEmails });
    await recordAudit(tx, actor, {
      action: 'admin.updatePreferences',
      entityType: 'admin',
      entityId: adminId,
      before,
      after,
    });
    return after;
  });
}
