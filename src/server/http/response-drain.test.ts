import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { writeResponse } from 'astro/app/node';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadResponse } from './download.ts';
import { watchingWrites } from './response-drain.ts';

const CHUNK = 'x'.repeat(64 * 1024);
const CHUNKS = 2000;

describe('a download and a client that does not read (decision 0033)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("is produced at the client's pace through Astro's own writer, not all at once into memory", async () => {
    let produced = 0;
    async function* chunks() {
      for (let index = 0; index < CHUNKS; index += 1) {
        produced += 1;
        yield CHUNK;
      }
    }
    server = createServer((_request, response) => {
      void watchingWrites(response, () =>
        writeResponse(downloadResponse(chunks(), { filename: 'list.csv', contentType: 'text/csv; charset=utf-8' }), response),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.write('GET /list.csv HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    client.pause();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // What the kernel's socket buffers and the response's own take (a few MB), not the 125 MB of the whole list.
    expect(produced).toBeLessThan(CHUNKS / 4);
    client.destroy();
  });
});
