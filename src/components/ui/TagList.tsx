/** How a list of tags looks where it stands: outlined on blog cards, tinted under answers. */
const TONES = {
  outline: { list: 'mt-4', tag: 'border border-slate-300 px-2.5 py-0.5 text-xs text-slate-700' },
  tint: { list: 'mt-3', tag: 'bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900' },
  large: { list: 'mt-4', tag: 'bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800' },
} as const;

interface TagListProps {
  tags: readonly string[];
  tone: keyof typeof TONES;
}

/** Keywords or categories as a row of pills; nothing when there are none. */
export function TagList({ tags, tone }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${TONES[tone].list} flex flex-wrap gap-2`}>
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full ${TONES[tone].tag}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
