// What an administrator row allows, as the server answers it in `abilities`: the tests of the
// policy, of the API and of the panel start from "nothing" and name what a case allows.

/** Abilities that allow nothing. */
export const NO_ADMIN_ABILITIES = {
  update: false,
  changeRole: false,
  enable: false,
  disable: false,
  resetPassword: false,
  setWalletAddress: false,
};

/** Everything a manager may do to an enabled administrator below them, short of setting the wallet address. */
export const MANAGED_ADMIN_ABILITIES = {
  ...NO_ADMIN_ABILITIES,
  update: true,
  changeRole: true,
  disable: true,
  resetPassword: true,
};
