import { describe, expect, it } from 'vitest';
import { keepVersionedPage, keptPage, PAGE_VERSION_HEADER } from './versioned-pages.ts';

const page = (body: string, version: string | null, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store', ...(version === null ? {} : { [PAGE_VERSION_HEADER]: version }) },
  });

describe('pages kept per version', () => {
  it('keeps a 200 under the version it names, without the header, and answers it again as a new response', async () => {
    const sent = await keepVersionedPage(page('<p>v1</p>', 'unit-a'));
    expect(sent.headers.get(PAGE_VERSION_HEADER)).toBeNull();
    expect(await sent.text()).toBe('<p>v1</p>');
    const again = keptPage('unit-a')!;
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(again.headers.get(PAGE_VERSION_HEADER)).toBeNull();
    expect(await again.text()).toBe('<p>v1</p>');
    // Each answer has a body of its own: reading one leaves the next whole.
    expect(await keptPage('unit-a')!.text()).toBe('<p>v1</p>');
  });

  it('keeps nothing of another version, of a page that names none, or of an answer other than 200', async () => {
    expect(keptPage('unit-b')).toBeUndefined();
    const plain = page('<p>plain</p>', null);
    expect(await keepVersionedPage(plain)).toBe(plain);
    const refused = await keepVersionedPage(page('<p>refused</p>', 'unit-c', 409));
    expect(refused.status).toBe(409);
    expect(refused.headers.get(PAGE_VERSION_HEADER)).toBeNull();
    expect(await refused.text()).toBe('<p>refused</p>');
    expect(keptPage('unit-c')).toBeUndefined();
  });
});
