// What a client is told of an event's place: opaque ids, not the database's counters. An event's own id
// (in the stream's `data.id` and in a change's `Change-Ids` answer) and its position (the stream's `id:`,
// sent back as Last-Event-ID) are each one AES block under a key kept in the database, so they compare
// equal when they name the same event and say nothing else: not the order, not how many changes a client
// was not told of in between (issue 38). A token that was not made here is refused.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from './tables';

export type EventNumberKind = 'event' | 'position';

/** Written beside the number in the block, and checked on the way back: a forged or altered token fails it. */
const TAGS: Record<EventNumberKind, Buffer> = { event: Buffer.from('yala:evt'), position: Buffer.from('yala:pos') };
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export class EventIds {
  constructor(private readonly key: Buffer) {}

  /** The opaque token of an event's id or position. */
  token(kind: EventNumberKind, value: number): string {
    const block = Buffer.alloc(16);
    block.writeBigUInt64BE(BigInt(value), 0);
    TAGS[kind].copy(block, 8);
    const cipher = createCipheriv('aes-128-ecb', this.key, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
  }

  /** The number a token of this kind stands for, or null when it is not one this server made. */
  read(kind: EventNumberKind, token: string): number | null {
    if (!TOKEN.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    // One spelling per token: a last character differing only in the bits base64 leaves unused is refused.
    if (bytes.toString('base64url') !== token) return null;
    const decipher = createDecipheriv('aes-128-ecb', this.key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(bytes), decipher.final()]);
    if (block.length !== 16 || !block.subarray(8).equals(TAGS[kind])) return null;
    const value = block.readBigUInt64BE(0);
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
  }
}

/** The key every instance shares, made by the first that asks (a second asking at once keeps the first's). */
export async function loadEventIds(db: Db): Promise<EventIds> {
  await db
    .insert(serverSecrets)
    .values({ name: 'event_ids', value: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  const [secret] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'event_ids'));
  return new EventIds(Buffer.from(secret.value, 'hex'));
}
