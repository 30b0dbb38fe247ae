import { open, type FileHandle } from 'node:fs/promises';
import { once } from 'node:events';
import type { AdminOutput } from '../src/server/console/cli/command.ts';

async function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** The terminal end of a command's output: data to stdout or to the file of --out (created at its first data), lines to stdout and stderr. */
export function terminalOutput(outFile: string | undefined): { out: AdminOutput; finish: () => Promise<boolean> } {
  let file: Promise<FileHandle> | undefined;
  return {
    out: {
      async data(text) {
        if (!outFile) return write(process.stdout, text);
        file ??= open(outFile, 'w');
        await (await file).write(text);
      },
      print: (line) => write(process.stdout, `${line}\n`),
      error: (line) => write(process.stderr, `${line}\n`),
    },
    /** Closes the file; true when one was written. */
    async finish() {
      if (!file) return false;
      await (await file).close();
      return true;
    },
  };
}
