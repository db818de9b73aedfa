/**
 * A fresh `Idempotency-Key`: 32 random hex characters. getRandomValues also works outside secure
 * contexts (a plain-http deployment), where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
