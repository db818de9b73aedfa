import type zh from '../zh-CN/feedback';

const feedback: Record<keyof typeof zh, string> = {
  'pages.feedback.time': 'Time',
  'pages.feedback.email': 'Mailbox',
  'pages.feedback.picture': 'Picture',
  'pages.feedback.content': 'Content',
  'pages.feedback.status': 'Status',
  'pages.feedback.status.untreated': 'Untreated',
  'pages.feedback.status.processed': 'Processed',
  'pages.feedback.processedBy': 'Processed by',
  'pages.feedback.processedAt': 'Processed at',
  'pages.feedback.process': 'Process',
  'pages.feedback.confirmProcess': 'Confirm processing of current feedback?',
  'pages.feedback.view': 'View',
  'pages.feedback.detailTitle': 'Feedback',
};

export default feedback;
