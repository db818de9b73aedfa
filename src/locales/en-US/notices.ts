import type zh from '../zh-CN/notices';

const notices: Record<keyof typeof zh, string> = {
  'pages.notices.content': 'Content',
  'pages.notices.link': 'Jump link',
  'pages.notices.platform': 'Platform',
  'pages.notices.platform.all': 'All',
  'pages.notices.platform.web': 'Web',
  'pages.notices.platform.mobile': 'Mobile',
  'pages.notices.createdBy': 'Created by',
  'pages.notices.createdAt': 'Creation time',
  'pages.notices.form.createTitle': 'New notice',
  'pages.notices.form.editTitle': 'Edit notice',
  'pages.notices.content.required': 'Please enter the content',
  'pages.notices.link.required': 'Please enter the redirect link',
  'pages.notices.platform.required': 'Please select the platform',
};

export default notices;
