import type { ReactNode } from 'react';
import type { Choice } from '#lib/console/filter-choice.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { controlClasses, labelClasses } from './styles.ts';

export type { Choice };

interface FilterFormProps {
  id: string;
  action: string;
  submitLabel: string;
  choices?: readonly Choice[];
  /** A free-text search field, if the list has one. */
  search?: { name: string; label: string; value: string };
  children?: ReactNode;
}

/** A list's filters as a plain GET form: the choices land in the address, so a filtered view can be kept and shared. */
export function FilterForm({ id, action, submitLabel, choices = [], search, children }: FilterFormProps) {
  return (
    <form method="get" action={action} className="mt-6 flex flex-wrap items-end gap-4">
      {search && (
        <div className="flex min-w-0 grow flex-col gap-1 sm:max-w-md">
          <label htmlFor={`${id}-${search.name}`} className={labelClasses}>
            {search.label}
          </label>
          <input id={`${id}-${search.name}`} type="search" name={search.name} defaultValue={search.value} className={controlClasses} />
        </div>
      )}
      {choices.map((choice) => (
        <div key={choice.name} className="flex max-w-full min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-${choice.name}`} className={labelClasses}>
            {choice.label}
          </label>
          <select
            id={`${id}-${choice.name}`}
            name={choice.name}
            defaultValue={choice.value ?? ''}
            className={`${controlClasses} max-w-full`}
          >
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={buttonClasses('secondary')}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
