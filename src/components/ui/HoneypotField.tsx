import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';

/**
 * The trap for bots: a field people never see or reach (hidden, out of the tab order, hidden from
 * assistive technology). A post that fills it is answered as if it had worked and is not stored.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
