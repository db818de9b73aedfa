import type zh from '../zh-CN/community';

const community: Record<keyof typeof zh, string> = {
  'pages.community.address.notTaproot':
    'Your current address is not a taproot address. Please switch to taproot address.',
  'pages.community.address.required': 'Please enter the address',
};

export default community;
