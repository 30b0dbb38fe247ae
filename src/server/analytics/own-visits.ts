import type { Network } from '../config/network-list.ts';
import { clientIp } from '../clients/client-address.ts';
import { OPERATOR_SESSION_COOKIE } from '../console/access/operator-sessions.service.ts';

/** `name=` at the start of a Cookie header or after a separator. */
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${OPERATOR_SESSION_COOKIE.replace(/[-]/g, '\\$&')}=\\s*[^;\\s]`);

/**
 * Whether a request carries the console's session cookie (decision 0048). Its presence is enough, the session
 * is not looked up: nothing on a page's path waits for the database, and forging the cookie only hides the
 * forger's own visits from the statistics. The cookie is SameSite=Strict, so an operator's first page reached
 * from another site (a search, a mail) still counts; the pages after it do not.
 */
export const hasOperatorSession = (cookie: string | null | undefined): boolean => !!cookie && SESSION_COOKIE.test(cookie);

/** Whether a client address lies in one of the networks (the firm's own, ANALYTICS_EXCLUDED_NETWORKS), however it is written. */
export function inNetworks(address: string, networks: readonly Network[]): boolean {
  if (networks.length === 0) return false;
  const ip = clientIp(address);
  return !!ip && networks.some((network) => network[0].kind() === ip.kind() && ip.match(network));
}

/** The firm's own visit: a signed-in operator's request, or one from the firm's networks; neither a page view nor a conversion. */
export const isOwnVisit = (address: string, cookie: string | null | undefined, networks: readonly Network[]): boolean =>
  hasOperatorSession(cookie) || inNetworks(address, networks);
