/** A LIKE/ILIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * A PostgreSQL regular expression (for `~*`) that finds an e-mail address as a whole, not as the end
 * of a longer one (x-anna@…) or the start of a longer domain (…example.ch.evil).
 */
export const wholeAddress = (address: string): string =>
  `(?<![[:alnum:]._%+-])${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_-]|\\.[[:alnum:]])`;

/** The same rule as wholeAddress, for text outside the database (letters and digits of any script). */
export const wholeAddressRegExp = (address: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}._%+-])${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, 'iu');
