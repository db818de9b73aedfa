// PostgreSQL's own refusals, read through Drizzle's wrapping of the driver's error.
interface PgError {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as PgError & { cause?: unknown };
  if (typeof candidate.code === 'string') return candidate;
  return candidate.cause ? pgErrorOf(candidate.cause) : undefined;
}

/** A unique index refused the row (optionally: this index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}
