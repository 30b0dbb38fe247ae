import type { ChatPanelHandle } from '../components/islands/chat/mount-chat.tsx';
import { keepLauncherClear } from './launcher-clearance.ts';

/**
 * Shows the assistant's button and, on the first press, loads the panel's code (React and the panel,
 * a separate chunk) and opens it. Nothing of the panel is fetched before the visitor asks for it.
 */
export function enhanceChatLauncher(): void {
  const launcher = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  if (!launcher) return;
  let panel: Promise<ChatPanelHandle> | undefined;
  launcher.addEventListener('click', () => {
    panel ??= import('../components/islands/chat/mount-chat.tsx').then(({ mountChat }) => mountChat(launcher));
    panel.then(
      (handle) => handle.open(),
      () => {
        // The chunk did not load (offline, a new deployment): the next press tries again.
        panel = undefined;
      },
    );
  });
  launcher.hidden = false;
  keepLauncherClear(launcher);
}
