import type zh from '../zh-CN/news';

const news: Record<keyof typeof zh, string> = {
  'pages.news.title': 'Title',
  'pages.news.description': 'Description',
  'pages.news.image': 'Image',
  'pages.news.imageUrl': 'Picture address',
  'pages.news.time': 'Time',
  'pages.news.link': 'Link',
  'pages.news.createdAt': 'Creation time',
  'pages.news.form.createTitle': 'New news',
  'pages.news.form.editTitle': 'Edit news',
  'pages.news.title.required': 'Please enter the title',
  'pages.news.description.required': 'Please enter the description',
  'pages.news.imageUrl.required': 'Please enter the picture address',
  'pages.news.time.required': 'Please select the time',
  'pages.news.link.required': 'Please enter the link',
};

export default news;
