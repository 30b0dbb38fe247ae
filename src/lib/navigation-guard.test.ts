import { describe, expect, it } from 'vitest';
import { isSuspiciousAddress } from './navigation-guard.ts';

describe('isSuspiciousAddress', () => {
  it.each([
    '/blog?search=<script>alert(1)</script>',
    '/blog?search=%3Cscript%3Ealert(1)%3C/script%3E',
    '/blog?search=%253Cscript%253E',
    '/<SCRIPT src=x>',
    '/en/x?next=javascript:alert(1)',
    '/x?u=JaVaScRiPt%3Aalert(1)',
    '/x?u=java%09script:alert(1)',
    '/x?u=vbscript:msgbox',
    '/x?u=data:text/html;base64,PHNjcmlwdD4=',
    '/x?u=%3C/script%3E',
  ])('blocks %s', (address) => expect(isSuspiciousAddress(address)).toBe(true));

  it.each([
    '/',
    '/en/blog?search=AI%20Accounting',
    '/blog?search=Swiss+ERP+Integration',
    '/services/tax-reporting#faq',
    '/blog?search=javascript',
    '/blog?search=description',
    '/x?bad=%E0%A4%A',
  ])('lets %s through', (address) => expect(isSuspiciousAddress(address)).toBe(false));
});
