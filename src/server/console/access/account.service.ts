import type { Database } from '#server/db/client.ts';
import { liveSessions, type SessionLifetime, type SignedInOperator } from './operator-sessions.service.ts';
import { passkeysOfOperator } from './passkeys.repo.ts';

/** One of the operator's passkeys as the account page shows it: numbered by age, as nothing names it. */
export interface AccountPasskey {
  id: string;
  /** 1 for the oldest passkey, 2 for the next… (the table has no name column). */
  number: number;
  /** Synced between devices (a passkey manager's), or bound to the one authenticator that made it. */
  synced: boolean;
  /** How the browser reached the authenticator when it was made (internal, hybrid, usb, nfc, ble…). */
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** One of the operator's live sessions: when it started, was last used and ends by itself; whether it is this one. */
export interface AccountSession {
  id: string;
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  endsAt: Date;
}

export interface Account {
  passkeys: AccountPasskey[];
  sessions: AccountSession[];
}

/** What the signed-in operator's account holds: their passkeys (oldest first) and live sessions (oldest first). */
export async function accountOf(db: Database, operator: SignedInOperator, lifetime: SessionLifetime, now = new Date()): Promise<Account> {
  const passkeys = await passkeysOfOperator(db, operator.id);
  const sessions = await liveSessions(db, operator.id, lifetime, now);
  return {
    passkeys: passkeys.map((passkey, index) => ({
      id: passkey.id,
      number: index + 1,
      synced: passkey.deviceType === 'multiDevice' || passkey.backedUp,
      transports: passkey.transports ?? [],
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === operator.sessionId,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      endsAt: session.endsAt,
    })),
  };
}
