import { Icon } from '#components/ui/icons.tsx';

interface CheckListProps {
  items: string[];
  className?: string;
}

/** A list whose items carry a decorative check mark. */
export function CheckList({ items, className = '' }: CheckListProps) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
