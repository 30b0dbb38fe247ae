import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError, withoutQueryValues } from './error-serializer.ts';

const VALUES = ['Petra Private', 'petra.private@example.com', 'Zeile eins\nZeile zwei'];

/** What pg and PGlite throw: the message, the SQL state and the row or key in `detail`. */
function driverError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps the statement, the SQL state and the names of a failed query, never its values', () => {
    const cause = driverError('duplicate key value violates unique constraint "waitlist_email_unique"', {
      code: '23505',
      detail: 'Key (lower(email))=(petra.private@example.com) already exists.',
      table: 'waitlist_entries',
      constraint: 'waitlist_email_unique',
    });
    const error = new DrizzleQueryError('insert into "waitlist_entries" ("email", "motivation") values ($1, $2)', VALUES, cause);
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "waitlist_entries" ("email", "motivation") values ($1, $2)',
      statement: 'insert into "waitlist_entries" ("email", "motivation") values ($1, $2)',
      cause: { code: '23505', table: 'waitlist_entries', constraint: 'waitlist_email_unique' },
    });
    expect((logged as { stack: string }).stack).toMatch(/^DrizzleQueryError: Failed query: insert into[^\n]*\n\s+at /);
    const line = JSON.stringify(logged);
    for (const value of [...VALUES, 'Zeile', 'params', 'Key (']) expect(line).not.toContain(value.replace('\n', '\\n'));
  });

  it('leaves out the value a database rejects by name, and any address in a message', () => {
    const rejected = driverError('invalid input syntax for type uuid: "petra.private@example.com"', { code: '22P02' });
    expect(serializeError(rejected)).toMatchObject({ message: 'invalid input syntax for type uuid: [value]', code: '22P02' });
    expect(serializeError(new Error('no mailbox for petra.private@example.com'))).toMatchObject({
      message: 'no mailbox for [redacted-email]',
    });
  });

  it('keeps only the fields that say what failed', () => {
    const refused = Object.assign(new Error('Message failed'), {
      responseCode: 550,
      response: '550 <petra.private@example.com> unknown',
      rcpt: 'petra.private@example.com',
    });
    expect(Object.keys(serializeError(refused) as object).sort()).toEqual(['message', 'responseCode', 'stack', 'type']);
    expect(serializeError('not an error')).toBe('not an error');
  });
});

describe('withoutQueryValues', () => {
  it('cuts the values out of a logged stack and keeps its call sites', () => {
    const stack = 'Error: Failed query: select 1\nparams: Petra Private,Zeile eins\nZeile zwei\n    at run (file.js:1:1)';
    expect(withoutQueryValues(stack)).toBe('Error: Failed query: select 1\n    at run (file.js:1:1)');
  });
});
