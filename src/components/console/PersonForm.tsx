import type { ReactNode } from 'react';

/** A hidden-field form of the people page: the address travels in the body. */
export function PersonForm({
  action,
  email,
  intent,
  children,
  className,
}: {
  action: string;
  email: string;
  intent: string;
  children: ReactNode;
  className: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
