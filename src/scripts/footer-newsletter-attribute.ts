/**
 * Marks the footer's newsletter form and carries its props as JSON. A module of its own that imports
 * nothing, so the page script, the footer and the hydration code can share it without importing each other.
 */
export const FOOTER_NEWSLETTER_ATTRIBUTE = 'data-footer-newsletter';
