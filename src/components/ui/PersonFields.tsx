import { CONTACT_FIELDS } from '#lib/forms/contact.ts';
import { Field } from './Field.tsx';

type PersonField = 'name' | 'email' | 'company';

interface PersonFieldsProps {
  /** The form's own id, which the fields' ids start with. */
  id: string;
  labels: Record<PersonField, string>;
  /** Said after the company's label: it may stay empty. */
  optional: string;
  values: Record<PersonField, string>;
  onChange: (field: PersonField) => (change: { target: { value: string } }) => void;
  errorOf: (field: PersonField) => string | undefined;
}

/** Who is asking: name and e-mail side by side (the contact form's rules), then the optional company. */
export function PersonFields({ id, labels, optional, values, onChange, errorOf }: PersonFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['name', 'email'] as const).map((name) => {
          const { half: _, multiline: __, ...checks } = CONTACT_FIELDS[name];
          return (
            <Field
              key={name}
              id={`${id}-${name}`}
              label={labels[name]}
              error={errorOf(name)}
              inputProps={{ name, value: values[name], onChange: onChange(name), ...checks }}
            />
          );
        })}
      </div>
      <Field
        id={`${id}-company`}
        label={`${labels.company} ${optional}`}
        error={errorOf('company')}
        inputProps={{
          name: 'company',
          value: values.company,
          onChange: onChange('company'),
          type: 'text',
          autoComplete: 'organization',
          maxLength: CONTACT_FIELDS.company.maxLength,
        }}
      />
    </>
  );
}
