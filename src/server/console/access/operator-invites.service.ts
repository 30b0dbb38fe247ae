import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { invitePath } from '#lib/console/routes.ts';
import type { Database } from '#server/db/client.ts';
import { env } from '#server/env.ts';
import { hashToken, newSecretToken } from '#server/security/secret-tokens.ts';
import { findInviteByHash, insertInvite, markInviteUsed, type OperatorInvite } from './operator-invites.repo.ts';
import { findOperatorByEmail, findOperatorById } from './operators.repo.ts';

/** An invite link is valid for 24 hours and used once. */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** Creates an invite; the token is returned once, to be shown as a link, and only its hash is kept. */
export async function createInvite(
  db: Database,
  email: string,
  invitedBy: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await insertInvite(db, { email: email.trim(), tokenHash: hashToken(token), invitedBy, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export type InviteCheck = { status: 'usable'; invite: OperatorInvite } | { status: 'unknown' | 'expired' | 'used' | InviteObstacle };

/**
 * Why an unused invite can no longer make its operator (decision 0022): its address became an operator's
 * meanwhile (an invite never attaches a passkey to an existing operator), or the operator who made it
 * is gone (invites made from the console die with their maker; the command line's have no maker).
 */
export type InviteObstacle = 'address_taken' | 'inviter_removed';

export async function inviteObstacle(db: Database, invite: OperatorInvite): Promise<InviteObstacle | undefined> {
  if (await findOperatorByEmail(db, invite.email)) return 'address_taken';
  if (invite.invitedBy !== null && !(await findOperatorById(db, invite.invitedBy))) return 'inviter_removed';
  return undefined;
}

/** Whether an invite link can still be used, and if not, why. */
export async function checkInvite(db: Database, token: string, now = new Date()): Promise<InviteCheck> {
  const invite = await findInviteByHash(db, hashToken(token));
  if (!invite) return { status: 'unknown' };
  if (invite.usedAt) return { status: 'used' };
  if (invite.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  const obstacle = await inviteObstacle(db, invite);
  return obstacle ? { status: obstacle } : { status: 'usable', invite };
}

/** Uses an invite up: the invite, or nothing when it was used, expired or unknown (also when two uses race). */
export async function useInvite(db: Database, token: string, now = new Date()): Promise<OperatorInvite | undefined> {
  return markInviteUsed(db, hashToken(token), now);
}

/** The absolute one-time link of an invite, on the public origin (SITE_URL), in the given language. */
export const inviteLink = (token: string, locale: Locale, siteUrl = env().SITE_URL): string =>
  new URL(localizePath(invitePath(token), locale), siteUrl).href;
