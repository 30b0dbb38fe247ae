import { ButtonLink } from '../ui/ButtonLink.tsx';

interface MissingEntryProps {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}

/** spec §2: an unknown service or article – its own message and a way back to the list. */
export function MissingEntry({ title, text, backHref, backLabel }: MissingEntryProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <ButtonLink href={backHref} className="mt-8">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
