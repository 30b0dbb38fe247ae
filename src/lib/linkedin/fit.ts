/**
 * Characters as LinkedIn's limit counts them. UTF-16 units, as the browser's text fields count: an emoji
 * counts twice, so a draft the counter accepts never exceeds the limit.
 */
export const characterCount = (text: string): number => text.length;

/** Cuts text to at most max characters at a word boundary, marking the cut with '…'. */
export function truncateAtWord(text: string, max: number): string {
  if (characterCount(text) <= max) return text;
  // Never split an emoji's surrogate pair.
  const room = text.slice(0, Math.max(0, max - 1)).replace(/[\uD800-\uDBFF]$/, '');
  const lastSpace = room.search(/\s\S*$/);
  // A cut far back would lose most of the text: then cut inside the word instead.
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:–-]+$/, '')}…`;
}
