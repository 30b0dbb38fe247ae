import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answeredWithPage, contentTypeOf } from './page-view.ts';

/** What the counter reads of a response answered by `answer`, as a real server sends it. */
async function answeredAs(answer: (res: ServerResponse) => void): Promise<boolean> {
  let counted: Promise<boolean> | undefined;
  const server = createServer((_req, res) => {
    const contentType = contentTypeOf(res);
    counted = new Promise((resolve) => res.once('finish', () => resolve(answeredWithPage(res, contentType()))));
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
  server.close();
  return counted!;
}

describe('a page view is an answer with a page', () => {
  it('whether its headers were set one by one or given to writeHead directly, as built files are', async () => {
    expect(await answeredAs((res) => res.setHeader('Content-Type', 'text/html; charset=utf-8').end('<p>'))).toBe(true);
    expect(await answeredAs((res) => res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8']).end('<p>'))).toBe(true);
    expect(await answeredAs((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>'))).toBe(true);
  });

  it('not an error page, nor anything but HTML', async () => {
    expect(await answeredAs((res) => res.writeHead(404, ['Content-Type', 'text/html']).end('<p>'))).toBe(false);
    expect(await answeredAs((res) => res.writeHead(200, ['Content-Type', 'application/json']).end('{}'))).toBe(false);
  });
});
