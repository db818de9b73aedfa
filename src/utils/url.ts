import type { Rule } from 'antd/es/form';

/** Links and pictures the panel renders must be absolute http(s): a `javascript:` or `data:` address never reaches an href or src. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A form rule accepting only http(s) addresses (an empty value is left to the `required` rule). */
export function httpUrlRule(message: string): Rule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || isHttpUrl(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
