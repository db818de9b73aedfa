import type zh from '../zh-CN/pages';

const pages: Record<keyof typeof zh, string> = {
  'pages.home.welcome': 'Welcome, {name}',
  'pages.home.name': 'Name',
  'pages.home.email': 'Email',
  'pages.home.role': 'Role',
  'pages.home.description': 'Description',
  'pages.home.superAdministrator': 'Super administrator',
};

export default pages;
