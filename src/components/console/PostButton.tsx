import type { ReactNode } from 'react';

interface PostButtonProps {
  action: string;
  fields: Record<string, string>;
  className: string;
  children: ReactNode;
}

/** A button that posts one small form of a console page: its hidden fields, the intent among them. */
export function PostButton({ action, fields, className, children }: PostButtonProps) {
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
