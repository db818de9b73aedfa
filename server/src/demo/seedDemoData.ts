// Demo data for `npm run dev`: a few roles and administrators to sign in as and look around.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { seedPointsDemo } from '../points/demo';
import { seedNftAirdropDemo } from '../nftAirdrops/demo';
import { seedContentDemoData } from '../content/demo';
import { seedSelfCustodyDemo } from '../selfCustody/demo';
import { seedCrsmDemo } from '../crsm/demo';

export const DEMO_PASSWORD = 'demo password';

const DEMO_ROLES = [
  {
    identifier: 'content_operator',
    name: 'Content operator',
    description: 'News, feedback, notices, points and NFT airdrops',
    codes: [
      'news',
      'news:create',
      'news:update',
      'news:toggle',
      'news:export',
      'feedback',
      'feedback:process',
      'feedback:export',
      'notices',
      'notices:create',
      'notices:update',
      'notices:toggle',
      'notices:export',
      'points',
      'points:adjust',
      'points:export',
      'NFTAirdrop',
      'nft:create',
      'nft:update',
      'nft:import',
      'nft:export',
    ],
    admin: { email: 'operator@example.com', name: 'Olivia Operator' },
  },
  {
    identifier: 'analyst',
    name: 'Analyst',
    description: 'Reads statistics, the overview and hedging records',
    codes: [
      'overview',
      'statistics.dataView',
      'statistics.dataVault',
      'statistics.dataWallet',
      'hedgingStrategies.rewardWithdrawal',
      'hedgingStrategies.spotSales',
    ],
    admin: { email: 'analyst@example.com', name: 'Aaron Analyst' },
  },
];

export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ROLES) {
      const [role] = await tx
        .insert(roles)
        .values({ identifier: demo.identifier, name: demo.name, description: demo.description })
        .returning();
      const granted = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.identifier, demo.codes));
      await tx.insert(rolePermissions).values(granted.map(({ id }) => ({ roleId: role.id, permissionId: id })));
      await tx.insert(admins).values({ ...demo.admin, passwordHash, roleId: role.id, description: demo.description });
    }
    const [operator] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, 'operator@example.com'));
    await seedPointsDemo(tx, operator?.id ?? null);
    await seedNftAirdropDemo(tx, operator?.id ?? null);
    await seedContentDemoData(tx, operator.id);
    await seedCrsmDemo(tx);
  });
  await seedSelfCustodyDemo(db, DEMO_PASSWORD);
}
