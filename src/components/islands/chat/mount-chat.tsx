import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import type { ChatSetup } from './strings.ts';

export interface ChatPanelHandle {
  open: () => void;
}

const GuardedPanel = withErrorBoundary(ChatPanel, 'ChatPanel');

/** Mounts the panel once, beside the launcher, with the texts the launcher carries; each open() shows it. */
export function mountChat(launcher: HTMLButtonElement): ChatPanelHandle {
  const setup = JSON.parse(launcher.dataset.chat ?? '{}') as ChatSetup;
  let openRequests = 0;
  let root: Root | undefined;
  // A transition: React renders the panel in slices of a few milliseconds, so its first render (React's own
  // code compiled as it first runs) is not one long task that a phone feels as a stall.
  const render = () =>
    startTransition(() =>
      root?.render(
        <GuardedPanel
          crash={setup.crash}
          homeHref={setup.homeHref}
          lang={setup.lang}
          strings={setup.strings}
          openRequests={openRequests}
          onClosed={() => launcher.focus()}
        />,
      ),
    );
  // Mounted in a task after the one that evaluated React's code (this module's import), so that neither is one
  // long task; an open() asked for meanwhile is rendered with it.
  setTimeout(() => {
    const host = document.createElement('div');
    host.dataset.chatPanel = '';
    document.body.append(host);
    root = createRoot(host);
    render();
  });
  return {
    open: () => {
      openRequests += 1;
      render();
    },
  };
}
