import { useLayoutEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';

/** A form's state: one text, choice or tick per field, keyed by the field's name. */
type FormValues<V> = { [K in keyof V]: string | boolean };

/**
 * The form's fields named like the keys of `current`, as the visitor left them: the text of a field, the
 * option chosen, the radio button checked, whether a checkbox is ticked. A key without a field keeps its
 * value; `current` itself comes back when nothing differs.
 */
export function enteredIn<V extends FormValues<V>>(form: HTMLFormElement, current: V): V {
  let next = current;
  for (const key of Object.keys(current) as (keyof V & string)[]) {
    const control = form.elements.namedItem(key);
    if (!control) continue;
    let entered: string | boolean;
    if (typeof current[key] === 'boolean') {
      if (!(control instanceof HTMLInputElement)) continue;
      entered = control.checked;
    } else if (control instanceof RadioNodeList) {
      // A group of radio buttons: '' when none is checked.
      if (control.value === '') continue;
      entered = control.value;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      entered = control.value;
    } else {
      continue;
    }
    // The value comes from the island's own HTML: its options and radio buttons are those of V[key].
    if (entered !== current[key]) next = { ...next, [key]: entered as V[typeof key] };
  }
  return next;
}

/**
 * Keeps what the visitor typed, ticked or chose in the server's HTML before the island's script arrived.
 * React hydrates over that HTML without touching the fields, but its first state is the server's (empty),
 * and the next render would write that back into them. So, once, as the island hydrates and before the
 * browser paints, the state takes what the form's fields hold. The fields stay the same elements, so the
 * caret stays where it was. Returns the ref for the `<form>`.
 */
export function useKeepEntered<V extends FormValues<V>>(setValues: Dispatch<SetStateAction<V>>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = form.current;
    if (element) setValues((current) => enteredIn(element, current));
    // Once, at hydration: later the state leads and the fields follow.
  }, []);
  return form;
}
