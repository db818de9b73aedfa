import type { Rule } from 'antd/es/form';

/**
 * The shape of a taproot address (`bc1p…`, `tb1p…`, `bcrt1p…`: witness version 1, a 32-byte
 * program), so a form can say at once that an address is of the wrong kind. Only the shape: the
 * server checks the checksum and the configured network, and its answer is the one that counts.
 */
const TAPROOT_SHAPE = /^(bc|tb|bcrt)1p[02-9ac-hj-np-z]{58}$/;

export function looksLikeTaprootAddress(value: string): boolean {
  const address = value.trim();
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  return TAPROOT_SHAPE.test(address.toLowerCase());
}

/** A form rule for a user's wallet address (an empty value is left to the `required` rule). */
export function taprootAddressRule(message: string): Rule {
  return {
    validator: (_, value: unknown) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'string' && looksLikeTaprootAddress(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
