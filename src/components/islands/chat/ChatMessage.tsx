import type { ChatLink } from '#lib/chat.ts';
import { ExternalLink } from '#components/ui/ExternalLink.tsx';
import type { ChatPanelStrings } from '#i18n/chat-strings.ts';
import type { ChatEntry } from './use-chat.ts';

interface ChatMessageProps {
  entry: ChatEntry;
  strings: ChatPanelStrings;
  /** A link to a page of this site was chosen: the panel closes so the page can be seen. */
  onNavigate: () => void;
}

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function LinkList({
  id,
  title,
  links,
  strings,
  onNavigate,
}: {
  id: string;
  title: string;
  links: ChatLink[];
  strings: ChatPanelStrings;
  onNavigate: () => void;
}) {
  return (
    <div className="mt-3">
      <p id={id} className="text-xs font-semibold uppercase tracking-wide text-slate-700">
        {title}
      </p>
      <ul aria-labelledby={id} className="mt-1 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.url}>
            {/^https?:/.test(link.url) ? (
              <ExternalLink href={link.url} className={linkClass} newTabNotice={strings['a11y.opensInNewTab']}>
                {link.title}
              </ExternalLink>
            ) : (
              <a href={link.url} className={linkClass} onClick={onNavigate}>
                {link.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One message: who says it, the text in paragraphs, and under an answer its sources and the offer. */
export function ChatMessage({ entry, strings, onNavigate }: ChatMessageProps) {
  const mine = entry.role === 'user';
  const text = entry.status === 'pending' ? strings['chat.thinking'] : entry.text;
  return (
    <div data-chat-role={entry.role} className={mine ? 'ml-8' : 'mr-8'}>
      <p className={`text-xs font-semibold text-slate-700 ${mine ? 'text-right' : ''}`}>
        {mine ? strings['chat.you'] : strings['chat.assistant']}
      </p>
      <div
        className={`mt-1 space-y-2 rounded-2xl px-4 py-3 text-sm leading-relaxed ${
          mine
            ? 'bg-brand-800 text-white'
            : entry.status === 'failed'
              ? 'border border-red-700 bg-red-50 text-red-900'
              : 'bg-slate-100 text-ink'
        }`}
      >
        {text.split(/\n{2,}/).map((paragraph, index) => (
          // Paragraphs of one answer only grow at the end while it streams, so their places are stable keys.
          // eslint-disable-next-line @eslint-react/no-array-index-key
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        {entry.sources.length > 0 && (
          <LinkList
            id={`chat-sources-${entry.id}`}
            title={strings['chat.sources']}
            links={entry.sources}
            strings={strings}
            onNavigate={onNavigate}
          />
        )}
        {entry.links.length > 0 && (
          <LinkList
            id={`chat-links-${entry.id}`}
            title={strings['chat.links']}
            links={entry.links}
            strings={strings}
            onNavigate={onNavigate}
          />
        )}
      </div>
    </div>
  );
}
