import { z } from 'zod/mini';

/**
 * zod for the schemas the browser runs too, in its small build (zod/mini: functions instead of
 * chained methods, a few KB where the full build is over 20 KB gzip in every form's code).
 *
 * By default zod probes once whether it may compile parsers with `new Function`; the site's
 * Content-Security-Policy forbids that, and the browser reports the probe as a policy violation even
 * though zod catches it – to the security monitor a potential_xss_attempt (spec §7) on every page with
 * a form. Without the compiled parsers nothing is probed. Import `z` from here, so the setting comes
 * before any schema is built.
 */
z.config({ jitless: true });

export { z };
