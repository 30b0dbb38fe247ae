import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_SCRIPT_ATTRIBUTE } from '#scripts/on-demand-script.ts';
import { measurePage } from './measure.ts';

const files: Record<string, string> = {
  '/_astro/page.js': 'import "./chunk.js";console.log("page")',
  '/_astro/chunk.js': 'export const x = "chunk".repeat(50);',
  '/_astro/island.js': 'export default function Island(){return "x".repeat(400)}',
  '/_astro/site.css': 'body{color:red}'.repeat(20),
  '/_astro/launcher.js': 'document.body.onclick=()=>import("./panel.js");import("./chunk.js")',
  '/_astro/panel.js': 'export const panel = "panel".repeat(500);',
};
const read = (path: string) => files[path];
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('measurePage', () => {
  it('counts module scripts with their static imports once, and stylesheets', () => {
    const weight = measurePage(
      '<html><head><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/page.js"></script></head><body><main></main></body></html>',
      read,
    );
    expect(weight.scriptBytes).toBe(gz(files['/_astro/page.js']!) + gz(files['/_astro/chunk.js']!));
    expect(weight.styleBytes).toBe(gz(files['/_astro/site.css']!));
    expect(weight.hasForm).toBe(false);
  });

  it('counts eager islands but not islands that wait to be seen or focused', () => {
    const page = (directive: string) =>
      `<main><astro-island client="${directive}" component-url="/_astro/island.js"></astro-island></main>`;
    expect(measurePage(page('load'), read)).toMatchObject({
      scriptBytes: gz(files['/_astro/island.js']!),
      eagerIslands: ['load'],
      deferredIslands: 0,
    });
    expect(measurePage(page('idle'), read).scriptBytes).toBeGreaterThan(0);
    expect(measurePage(page('visible'), read)).toMatchObject({ scriptBytes: 0, eagerIslands: [], deferredIslands: 1 });
    expect(measurePage(page('visible-or-focus'), read)).toMatchObject({ scriptBytes: 0, eagerIslands: [], deferredIslands: 1 });
  });

  it('counts a script held in a template until the site inserts it, but not one inserted only on demand (decision 0052)', () => {
    const held = measurePage(
      '<main></main><template data-site-script><script type="module" src="/_astro/page.js"></script></template>',
      read,
    );
    expect(held.scriptBytes).toBe(gz(files['/_astro/page.js']!) + gz(files['/_astro/chunk.js']!));
    const inline = 'document.title = "asked for".repeat(40)';
    const onDemand = measurePage(
      `<main></main><template ${ON_DEMAND_SCRIPT_ATTRIBUTE}><script type="module">${inline}</script><script type="module" src="/_astro/page.js"></script></template>`,
      read,
    );
    expect(onDemand.scriptBytes).toBe(0);
  });

  it('counts an island with a directive it does not know as eager', () => {
    const weight = measurePage('<footer><astro-island client="hover" component-url="/_astro/island.js"></astro-island></footer>', read);
    expect(weight).toMatchObject({ scriptBytes: gz(files['/_astro/island.js']!), eagerIslands: ['hover'], hasForm: false });
  });

  it('ignores structured data, counts inline scripts, flags third-party resources and forms in main', () => {
    const weight = measurePage(
      '<script type="application/ld+json">{"a":1}</script><script>var a=1</script><script src="https://cdn.example.com/x.js"></script><link rel="stylesheet" href="//fonts.example.com/f.css"><main><form></form></main>',
      read,
    );
    expect(weight.scriptBytes).toBe(gz('var a=1'));
    expect(weight.thirdParty).toEqual(['https://cdn.example.com/x.js', '//fonts.example.com/f.css']);
    expect(weight.hasForm).toBe(true);
  });

  it('leaves out code imported on demand (import() after a click), which the page does not load before', () => {
    const weight = measurePage('<script type="module" src="/_astro/launcher.js"></script><main></main>', read);
    expect(weight.scriptBytes).toBe(gz(files['/_astro/launcher.js']!));
  });
});
