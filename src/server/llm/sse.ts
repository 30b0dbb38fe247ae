/**
 * The `data` payloads of a server-sent event stream (text/event-stream), one per event; multi-line
 * data joined with newlines, comments and other fields skipped. Works on any chunking of the bytes.
 */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A final CR may be the first half of a CRLF split between chunks: keep it for the next round.
      const held = !done && buffer.endsWith('\r') ? '\r' : '';
      const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
      // The last piece may be an unfinished line, unless the stream ended.
      buffer = done ? '' : lines.pop()! + held;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) {
        finished = true;
        if (data.length > 0) yield data.join('\n');
        return;
      }
    }
  } finally {
    // Left early (the caller stopped reading, or an error): close the connection rather than drain it.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
