import Bowser from 'bowser';
import { clientAddress } from './client-address.ts';
import { clientNetwork } from './client-network.ts';

/** Where a console request came from, as an operator's audit entry and notice mail name it (decision 0040). */
export interface ClientSeen {
  /** The client's network only (client-network.ts), never its full address; null when it is no IP address. */
  network: string | null;
  /** The browser and system the user agent names ("Chrome 131 on Linux"); null without a user agent. */
  browser: string | null;
}

/** The browser and system a user agent names, in a few words; the raw string is kept nowhere. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const described = [name, os.name].filter(Boolean).join(' / ');
  return described || null;
}

/** The network and browser of a request (`socketAddress` is the one Astro gives). */
export const clientSeen = (request: Request, socketAddress: string | undefined): ClientSeen => ({
  network: clientNetwork(clientAddress(request, socketAddress)),
  browser: browserOf(request.headers.get('user-agent')),
});
