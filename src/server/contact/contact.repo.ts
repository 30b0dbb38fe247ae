import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, values: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
