// Demo content for `npm run dev`: news and notices as an operations team would have them, and
// feedback from the product's users (who, not administrators, send it), some of it processed.
import type { Db } from '../db/client';
import { feedback, news, notices } from '../db/schema';

/** Where the demo's pictures are (set PICTURE_HOSTS to it for the panel to show them). */
export const DEMO_PICTURE_HOST = 'picsum.photos';

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000);

export async function seedContentDemoData(tx: Db, authorId: number): Promise<void> {
  await tx.insert(news).values([
    {
      title: 'YU v2 launches with lower minting fees',
      description: 'Minting YU against BTC now costs less, and positions can be topped up in one step.',
      imageUrl: `https://${DEMO_PICTURE_HOST}/seed/yu-v2/640/360`,
      link: 'https://example.com/blog/yu-v2',
      publishedAt: daysAgo(2),
      status: 'shown' as const,
      createdBy: authorId,
    },
    {
      title: 'YBTC 跨链桥维护通知',
      description: '跨链桥将于周六 02:00 至 04:00（UTC）进行例行维护，期间暂停 YBTC 跨链。',
      imageUrl: `https://${DEMO_PICTURE_HOST}/seed/bridge/640/360`,
      link: 'https://example.com/blog/bridge-maintenance',
      publishedAt: daysAgo(5),
      status: 'shown' as const,
      createdBy: authorId,
    },
    {
      title: 'Draft: Q3 stability pool report',
      description: 'Stability pool deposits, liquidations and yields over the quarter.',
      imageUrl: `https://${DEMO_PICTURE_HOST}/seed/q3/640/360`,
      link: 'https://example.com/reports/q3',
      publishedAt: daysAgo(1),
      status: 'hidden' as const,
      createdBy: authorId,
    },
  ]);
  await tx.insert(notices).values([
    {
      content: 'Scheduled maintenance on Saturday 02:00–04:00 UTC.',
      link: 'https://example.com/status',
      platform: 'all' as const,
      createdBy: authorId,
    },
    {
      content: '新版移动端已上线，欢迎体验。',
      link: 'https://example.com/app',
      platform: 'mobile' as const,
      createdBy: authorId,
    },
    {
      content: 'Points season 2 has ended.',
      link: 'https://example.com/points',
      platform: 'web' as const,
      status: 'hidden' as const,
      createdBy: authorId,
    },
  ]);
  await tx.insert(feedback).values([
    {
      email: 'alice@example.org',
      content: 'My BTC deposit shows 2 confirmations on the explorer but the app still says pending. Is that expected?',
      pictureUrl: `https://${DEMO_PICTURE_HOST}/seed/deposit-pending/800/600`,
      submittedAt: daysAgo(0, 3),
    },
    {
      email: 'bob@example.net',
      content: '提现到账时间比预期长，能否在页面上显示预计到账时间？',
      submittedAt: daysAgo(1, 5),
    },
    {
      email: 'carol@example.com',
      content: [
        'The stability pool page is great, but a few things would help:',
        '1. Show my share of the pool as a percentage.',
        '2. Let me export my yield history as CSV.',
        '3. Explain what happens to my YU during a liquidation in plain words.',
        'Thanks for the good work!',
      ].join('\n'),
      submittedAt: daysAgo(3),
    },
    {
      email: 'dave@example.org',
      content: 'Wallet connection drops after a few minutes on mobile Safari.',
      pictureUrl: `https://${DEMO_PICTURE_HOST}/seed/safari/800/600`,
      submittedAt: daysAgo(6),
      status: 'processed' as const,
      processedBy: authorId,
      processedAt: daysAgo(5),
    },
    {
      email: 'erin@example.com',
      content: 'Typo on the points page: "berrys" should be "berries".',
      submittedAt: daysAgo(9),
      status: 'processed' as const,
      processedBy: authorId,
      processedAt: daysAgo(8),
    },
  ]);
}
