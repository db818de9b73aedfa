// What an administrator chooses to be told, and by which means.
import { z } from 'zod';

export const preferencesBody = z.strictObject({
  approvalEmails: z.boolean().describe('Email me when an operation awaits my approval'),
});

export const preferencesData = z.object({ approvalEmails: z.boolean() });

export type Preferences = z.infer<typeof preferencesData>;
