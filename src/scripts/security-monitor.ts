import { consoleText, mentionsScriptCode, reducedHref, violationDetails } from '../lib/security/browser-signals.ts';
import { createSecurityMonitor, SECURITY_EVENTS_ENDPOINT } from '../lib/security/monitor.ts';
import type { MonitoredEventType } from '../lib/security/held-events.ts';
import { isSuspiciousAddress } from '../lib/navigation-guard.ts';

/**
 * spec §3/§5/§7/§8: the security monitor of every page. Blocked script links, failed form checks,
 * policy violations, script-related console errors and what the islands report (crash screen, their
 * own form checks) go to the browser's security log and to the server.
 */
export function startSecurityMonitor(): void {
  let storage: Storage | undefined;
  try {
    storage = localStorage;
  } catch {
    // storage disabled (privacy settings, sandboxed frame): events are still sent
  }
  const monitor = createSecurityMonitor({
    storage,
    send: (body) =>
      fetch(SECURITY_EVENTS_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }),
    now: Date.now,
    userAgent: navigator.userAgent,
    url: () => location.href,
    // No session: visitors are anonymous (spec §6), and their entries say so.
  });
  const log = monitor.log;
  // The loader hands back console.error before the monitor wraps it.
  const held = window.heldSecurityEvents;
  held?.release();

  // spec §5: a link to an address carrying a script tag or protocol is not followed, and is logged.
  const onClick = (event: Event) => {
    const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
    if (href && isSuspiciousAddress(href)) {
      event.preventDefault();
      log('suspicious_navigation', { href: reducedHref(href) });
    }
  };

  // A submit attempt fires `invalid` at every failing control within one task: one entry per attempt,
  // with the fields' names and the form's action path, never the values.
  let failed: { form: string; fields: string[] } | undefined;
  const onInvalid = (event: Event) => {
    const control = event.target as HTMLInputElement;
    if (!failed) {
      failed = { form: new URL(control.form?.getAttribute('action') ?? '', location.href).pathname, fields: [] };
      setTimeout(() => {
        if (failed) log('form_validation_failure', failed);
        failed = undefined;
      });
    }
    failed.fields.push(control.name || control.id);
  };

  const onViolation = (event: Event) => log('potential_xss_attempt', violationDetails(event as SecurityPolicyViolationEvent));

  // spec §7: console errors mentioning script, eval or innerHTML; the console still shows them.
  const onConsoleError = (args: unknown[]) => {
    const message = consoleText(args);
    if (mentionsScriptCode(message)) log('potential_xss_attempt', { source: 'console', message });
  };

  const handlers: Record<MonitoredEventType, (event: Event) => void> = {
    click: onClick,
    invalid: onInvalid,
    securitypolicyviolation: onViolation,
  };
  for (const [type, handler] of Object.entries(handlers)) document.addEventListener(type, handler, true);

  // Islands report through reportSecurityEvent (src/lib/security/report.ts), so they need not bundle the monitor.
  window.logSecurityEvent = (event, details) => void log(event, details);

  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleError.apply(console, args);
    onConsoleError(args);
  };

  // What happened before this script came (held by the page's loader, decision 0020) is logged now.
  // An early link to a script address was not stopped: the policy blocks script protocols, and the
  // server refuses addresses carrying a script tag.
  if (held) {
    for (const event of held.events) handlers[event.type as MonitoredEventType]?.(event);
    for (const args of held.consoleErrors) onConsoleError(args);
    for (const { event, details } of held.reports) log(event, details);
  }
}
