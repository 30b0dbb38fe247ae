import type { ClaimedDelivery } from './deliveries.repo.ts';

/** Records that the mail server took a campaign mail; resolves once that is written. */
export type MarkSent = (delivery: ClaimedDelivery) => Promise<void>;

interface Waiting {
  delivery: ClaimedDelivery;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the senders' "sent" marks (decision 0035: 200 campaign mails a second on the embedded database,
 * where each statement is a commit and a write of its own). A mark that finds no write under way is written at
 * once, alone; the marks that come while a write is under way wait for it and go together in the next one.
 * Each sender still waits for its own mark before it takes another mail, so a process killed mid-send sends
 * again at most one mail per sender, as before.
 */
export function groupedSentMarks(write: (deliveries: ClaimedDelivery[]) => Promise<void>): MarkSent {
  const waiting: Waiting[] = [];
  let writing: Promise<void> | undefined;

  const writeAll = async (): Promise<void> => {
    while (waiting.length > 0) {
      const group = waiting.splice(0);
      try {
        await write(group.map((entry) => entry.delivery));
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    writing = undefined;
  };

  return (delivery) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ delivery, resolve, reject });
      writing ??= writeAll();
    });
}
