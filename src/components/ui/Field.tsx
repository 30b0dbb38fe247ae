import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | undefined;
  hint?: string;
  multiline?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
}

const control = 'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-ink';

/** A labelled form field whose error is tied to it for screen readers (aria-invalid, aria-describedby). */
export function Field({ id, label, error, hint, multiline = false, inputProps }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-700' : 'border-slate-500'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...inputProps} {...shared} /> : <input {...inputProps} {...shared} />}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
