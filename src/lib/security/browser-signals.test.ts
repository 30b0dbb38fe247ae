import { describe, expect, it } from 'vitest';
import { consoleText, mentionsScriptCode, reducedHref, reducedUri, SIGNAL_TEXT_MAX, violationDetails } from './browser-signals.ts';

describe('mentionsScriptCode (spec §7)', () => {
  it.each([
    'Refused to execute inline script because it violates the policy',
    "Uncaught EvalError: Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed",
    'eval() is not allowed here',
    'Blocked assignment to element.innerHTML',
    'dangerouslySetInnerHTML received a string',
    '<SCRIPT>alert(1)</SCRIPT>',
    'vbscript handler',
  ])('counts %s', (text) => expect(mentionsScriptCode(text)).toBe(true));

  it.each([
    'Missing description for image',
    'Data retrieval failed',
    'evaluation pending',
    'Network request failed',
    'Crash probe: render error',
  ])('ignores %s', (text) => expect(mentionsScriptCode(text)).toBe(false));
});

describe('consoleText', () => {
  it('joins the arguments as the console shows them', () => {
    expect(consoleText(['Problem:', new TypeError('x.innerHTML is null'), { field: 'name' }, 3])).toBe(
      'Problem: TypeError: x.innerHTML is null {"field":"name"} 3',
    );
  });

  it('survives values JSON cannot write and cuts long text', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(consoleText([cyclic, 1n, undefined])).toBe('[object Object] [object BigInt] undefined');
    expect(consoleText(['x'.repeat(5000)])).toHaveLength(SIGNAL_TEXT_MAX);
  });
});

describe('reducedHref', () => {
  it('turns control characters into spaces and cuts the address', () => {
    expect(reducedHref('  java\tscript:\nalert(1) ')).toBe('java script: alert(1)');
    expect(reducedHref(`javascript:${'a'.repeat(1000)}`)).toHaveLength(SIGNAL_TEXT_MAX);
  });
});

describe('policy violations', () => {
  it('keeps only the origin or keyword of a blocked resource', () => {
    expect(reducedUri('inline')).toBe('inline');
    expect(reducedUri('eval')).toBe('eval');
    expect(reducedUri('')).toBe('inline');
    expect(reducedUri('https://evil.example/steal.js?who=anna@example.ch')).toBe('https://evil.example');
    expect(reducedUri('data:text/html,<script>alert(1)</script>')).toBe('data:');
    expect(reducedUri('not a url')).toBe('inline');
  });

  it('keeps the path of a source file, without its query', () => {
    expect(reducedUri('https://www.example.ch/_astro/site.js?v=1#x', true)).toBe('https://www.example.ch/_astro/site.js');
  });

  it('describes a violation with directive, blocked origin and source file', () => {
    expect(
      violationDetails({ violatedDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: 'https://www.example.ch/contact?from=x' }),
    ).toEqual({ source: 'csp', violatedDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: 'https://www.example.ch/contact' });
    expect(violationDetails({ violatedDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: '' }).sourceFile).toBe('inline');
  });
});
