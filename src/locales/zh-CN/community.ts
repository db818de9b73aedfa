// What Points Manage and NFT Airdrop Manage share: a user's address.
export default {
  'pages.community.address.notTaproot': '您当前的地址不是taproot地址，请切换到taproot地址',
  'pages.community.address.required': '请输入地址',
};
