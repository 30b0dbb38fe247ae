import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** Announced after the link text, e.g. "(opens in a new tab)". */
  newTabNotice: string;
  children: ReactNode;
}

/** A link that leaves the site in a new tab, without giving the new page access to this one. */
export function ExternalLink({ href, className, newTabNotice, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {newTabNotice}</span>
    </a>
  );
}
