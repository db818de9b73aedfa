// Service tokens let the custody executor and the bridge indexer call the service API; they are
// never admin sessions, are stored only as hashes, and are shown once, at creation.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowFinder } from '../db/rows';
import { admins, serviceTokens } from '../db/schema';
import { recordAudit, type Actor, auditedCreation } from '../auditLogs/service';
import { adminNameOf } from '../admins/names';
import { sha256 } from '../auth/tokens';
import { AppError } from '../http/errors';
import { type Authority, enforce, loadAuthority } from '../permissions/authority';
import { canCreateServiceToken, canRevokeServiceToken, creatableScopes, serviceTokenAbilities } from './policy';
import { SERVICE_SCOPES, type ServiceScope, type ServiceTokenItem } from './schema';

const TOKEN_PREFIX = 'svc_';

export interface ServiceCaller {
  tokenId: number;
  name: string;
  scopes: ServiceScope[];
}

type TokenRow = typeof serviceTokens.$inferSelect;

function toItem(actor: Authority, row: TokenRow, createdByName: string | null): ServiceTokenItem {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ServiceScope[],
    tokenPrefix: row.tokenPrefix,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    abilities: serviceTokenAbilities(actor, row),
  };
}

/** The tokens, newest first, and the scopes the signed-in administrator may give a new one. */
export async function listServiceTokens(
  db: Db,
  actor: Actor,
): Promise<{ data: ServiceTokenItem[]; creatableScopes: ServiceScope[] }> {
  const [authority, rows] = await Promise.all([
    loadAuthority(db, actor),
    db
      .select({ token: serviceTokens, createdByName: admins.name })
      .from(serviceTokens)
      .leftJoin(admins, eq(admins.id, serviceTokens.createdBy))
      .orderBy(desc(serviceTokens.createdAt), desc(serviceTokens.id)),
  ]);
  return {
    data: rows.map((row) => toItem(authority, row.token, row.createdByName)),
    creatableScopes: creatableScopes(authority, SERVICE_SCOPES),
  };
}

export async function createServiceToken(db: Db, actor: Actor, input: { name: string; scopes: ServiceScope[] }) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(input.scopes)].sort();
  return db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    enforce(canCreateServiceToken(authority, scopes));
    const [row] = await tx
      .insert(serviceTokens)
      .values({
        name: input.name,
        scopes,
        tokenHash: sha256(token),
        tokenPrefix: token.slice(0, TOKEN_PREFIX.length + 6),
        createdBy: actor.adminId,
      })
      .returning();
    const item = toItem(authority, row, await adminNameOf(tx, actor.adminId));
    await auditedCreation(tx, actor, 'serviceToken', item, item);
    return { ...item, token };
  });
}

const findServiceToken = rowFinder(
  serviceTokens,
  (tokenId) => new AppError('SERVICE_TOKEN_NOT_FOUND', `Service token ${tokenId} does not exist.`),
);

export async function revokeServiceToken(db: Db, actor: Actor, tokenId: number): Promise<ServiceTokenItem> {
  return db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    const row = await findServiceToken(tx, tokenId, true);
    enforce(canRevokeServiceToken(authority, row));
    const [revoked] = await tx
      .update(serviceTokens)
      .set({ revokedAt: sql`now()`, revokedBy: actor.adminId })
      .where(eq(serviceTokens.id, tokenId))
      .returning();
    const creatorName = await adminNameOf(tx, row.createdBy);
    const item = toItem(authority, revoked, creatorName);
    await recordAudit(tx, actor, {
      action: 'serviceToken.revoke',
      entityType: 'serviceToken',
      entityId: tokenId,
      before: toItem(authority, row, creatorName),
      after: item,
    });
    return item;
  });
}

/** The live token behind a bearer value, or null; marks it used. */
export async function findServiceCaller(db: Db, bearer: string): Promise<ServiceCaller | null> {
  if (!bearer.startsWith(TOKEN_PREFIX)) return null;
  const [row] = await db
    .update(serviceTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(serviceTokens.tokenHash, sha256(bearer)), isNull(serviceTokens.revokedAt)))
    .returning({ id: serviceTokens.id, name: serviceTokens.name, scopes: serviceTokens.scopes });
  return row ? { tokenId: row.id, name: row.name, scopes: row.scopes as ServiceScope[] } : null;
}
