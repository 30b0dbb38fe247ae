/**
 * Copies text to the clipboard. Without the Clipboard API (an insecure origin, an older browser) or
 * when the browser refuses, selects the text in its field instead so the visitor can copy it by keyboard;
 * the result tells which of the two happened.
 */
export async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    field?.focus();
    field?.select();
    return 'selected';
  }
}
