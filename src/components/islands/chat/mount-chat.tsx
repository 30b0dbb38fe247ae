import { createRoot } from 'react-dom/client';
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
  const host = document.createElement('div');
  host.dataset.chatPanel = '';
  document.body.append(host);
  const root = createRoot(host);
  let openRequests = 0;
  const render = () =>
    root.render(
      <GuardedPanel
        crash={setup.crash}
        homeHref={setup.homeHref}
        lang={setup.lang}
        strings={setup.strings}
        openRequests={openRequests}
        onClosed={() => launcher.focus()}
      />,
    );
  render();
  return {
    open: () => {
      openRequests += 1;
      render();
    },
  };
}
