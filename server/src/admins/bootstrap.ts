// On an empty database, `npm start` (and `npm run seed:demo`, before its demo data) creates the first
// super administrator.
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, roles } from '../db/schema';
import { recordAudit } from '../auditLogs/service';
import { hashPassword, isAcceptablePasswordLength, PASSWORD_MIN_LENGTH } from '../auth/passwords';

export interface BootstrapResult {
  created: boolean;
  email?: string;
  /** Only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

export async function ensureFirstSuperAdmin(
  db: Db,
  options: { email?: string; password?: string; walletAddress?: string },
): Promise<BootstrapResult> {
  const [{ existing }] = await db.select({ existing: count() }).from(admins);
  if (existing > 0) return { created: false };
  const email = (options.email || 'admin@example.com').trim();
  if (options.password && !isAcceptablePasswordLength(options.password)) {
    throw new Error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const generatedPassword = options.password ? undefined : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(options.password ?? (generatedPassword as string));
  return db.transaction(async (tx) => {
    // Several servers starting together on one empty database create exactly one administrator.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724101)`);
    const [{ existingNow }] = await tx.select({ existingNow: count() }).from(admins);
    if (existingNow > 0) return { created: false };
    const [superRole] = await tx.select().from(roles).where(eq(roles.isSuper, true)).limit(1);
    if (!superRole) throw new Error('The super-administrator role is missing; have the migrations run?');
    const [admin] = await tx
      .insert(admins)
      .values({
        email,
        passwordHash,
        name: 'Super administrator',
        description: 'Created at first start',
        roleId: superRole.id,
        walletAddress: options.walletAddress ?? null,
      })
      .returning();
    await recordAudit(
      tx,
      { adminId: null, ip: null, userAgent: 'bootstrap' },
      {
        action: 'admin.create',
        entityType: 'admin',
        entityId: admin.id,
        after: {
          email: admin.email,
          name: admin.name,
          roleId: admin.roleId,
          enabled: admin.enabled,
          walletAddress: admin.walletAddress,
        },
      },
    );
    return { created: true, email, generatedPassword };
  });
}

/** Says what the bootstrap did, as `npm start` and `npm run seed:demo` print it. */
export function announceBootstrap(bootstrap: BootstrapResult, log: (line: string) => void): void {
  if (!bootstrap.created) return;
  log(`Created the first super administrator: ${bootstrap.email}`);
  if (bootstrap.generatedPassword)
    log(`Generated password (shown once, change it after signing in): ${bootstrap.generatedPassword}`);
}
