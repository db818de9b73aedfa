import type { FeedbackItem } from '@/services/feedback';
import type { NewsItem } from '@/services/news';
import type { NoticeItem } from '@/services/notices';

export function newsItem(fields: Partial<NewsItem> & Pick<NewsItem, 'id' | 'title'>): NewsItem {
  return {
    description: 'What happened',
    imageUrl: 'https://cdn.example.com/picture.png',
    link: 'https://example.com/story',
    publishedAt: '2026-01-02T03:04:05.000Z',
    status: 'shown',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...fields,
  };
}

export function noticeItem(fields: Partial<NoticeItem> & Pick<NoticeItem, 'id' | 'content'>): NoticeItem {
  return {
    link: 'https://example.com/status',
    platform: 'all',
    status: 'shown',
    createdBy: { id: 1, name: 'Ada', email: 'ada@example.com' },
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...fields,
  };
}

export function feedbackItem(fields: Partial<FeedbackItem> & Pick<FeedbackItem, 'id' | 'email'>): FeedbackItem {
  return {
    content: 'The app is slow.',
    pictureUrl: null,
    submittedAt: '2026-01-02T03:04:05.000Z',
    status: 'untreated',
    processedBy: null,
    processedAt: null,
    ...fields,
  };
}
