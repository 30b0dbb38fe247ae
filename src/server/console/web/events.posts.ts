import type { KeyWith } from '#i18n/console-translate.ts';
import type { IntentOf } from '#lib/console/intent.ts';
import type { Notice } from '#lib/console/notices.ts';
import { eventConsolePath } from '#lib/console/routes.ts';
import { eventFormFields, eventFormSchema, type EventDraft, type EventFormField, type EventFormValues } from '#lib/events/event-form.ts';
import type { EventStatus } from '#lib/events/event-kinds.ts';
import { validateForm } from '#lib/forms/validate.ts';
import {
  attendanceInput,
  createEventAs,
  eventInput,
  markAttendanceAs,
  messageInput,
  publishEventAs,
  saveEventAs,
  setEventStatusAs,
  statusInput,
  writeToAttendeesAs,
} from '../actions/events.actions.ts';
import { notifying, type ConsolePost, type ConsolePosts, type PostAnswer } from './console-route.ts';
import { noticeHref } from './query.ts';

/** The event form as the operator filled it in, and what is wrong with which field (dictionary keys). */
export interface EventForm {
  values: EventFormValues;
  errors: Partial<Record<EventFormField, KeyWith<never>>>;
}

/** What an event's page shows after a post: the form again with its errors, or the step before a status change. */
export type EventView = { step: 'form'; form: EventForm } | { step: 'confirm_status'; status: EventStatus };

/** The form's fields checked by the event form's rules: the draft, or the form again with each field's problem. */
function readForm(data: Record<string, unknown>): { draft: EventDraft } | { form: EventForm } {
  const values = eventFormFields(data);
  const checked = validateForm<EventDraft, EventFormField, KeyWith<never>>(eventFormSchema, values);
  return checked.ok ? { draft: checked.value } : { form: { values, errors: checked.errors } };
}

const formAgain = (form: EventForm): PostAnswer<EventView> => ({ view: { step: 'form', form }, status: 400 });

/** A 303 to a console page (in the page's language) with an action's notice. */
const redirectWith = ({ href, url }: ConsolePost, path: string, notice: Notice): { response: Response } => ({
  response: new Response(null, { status: 303, headers: { Location: noticeHref(new URL(href(path), url), notice) } }),
});

/** The new event's form: written as a draft, then its own page. */
export const newEventPosts = {
  create: async (post) => {
    const read = readForm(post.data);
    if ('form' in read) return formAgain(read.form);
    const { code, id } = await createEventAs(post.db, post.operator, read.draft);
    if (!id)
      return {
        view: { step: 'form', form: { values: eventFormFields(post.data), errors: { slug: 'console.events.notice.slugTaken' } } },
        status: 409,
      };
    return redirectWith(post, eventConsolePath(id), { code });
  },
} satisfies ConsolePosts<EventView>;

/** The post's fields with the event's id from the page's address. */
const withId = (post: ConsolePost, id: string): ConsolePost => ({ ...post, data: { ...post.data, id } });

/**
 * An event page's forms (the event's id from the address): save the form, publish, a status change after its
 * confirm step, attendance marks, and the message to all attendees.
 */
export const eventPosts = (id: string) =>
  ({
    save: async (post) => {
      const read = readForm(post.data);
      if ('form' in read) return formAgain(read.form);
      const { code } = await saveEventAs(post.db, post.operator, { id }, read.draft);
      if (code === 'event_slug_taken')
        return {
          view: { step: 'form', form: { values: eventFormFields(post.data), errors: { slug: 'console.events.notice.slugTaken' } } },
          status: 409,
        };
      if (code === 'event_capacity_below_taken')
        return {
          view: {
            step: 'form',
            form: { values: eventFormFields(post.data), errors: { capacity: 'console.events.notice.capacityBelowTaken' } },
          },
          status: 409,
        };
      return { notice: { code } };
    },
    publish: (post) => notifying(eventInput, ({ db, operator }, input) => publishEventAs(db, operator, input))(withId(post, id)),
    confirm_status: async (post) => {
      const parsed = statusInput.safeParse({ ...post.data, id });
      return parsed.success ? { view: { step: 'confirm_status', status: parsed.data.status } } : { notice: { code: 'invalid' } };
    },
    status: (post) => notifying(statusInput, ({ db, operator }, input) => setEventStatusAs(db, operator, input))(withId(post, id)),
    attendance: (post) => notifying(attendanceInput, ({ db, operator }, input) => markAttendanceAs(db, operator, input))(withId(post, id)),
    message: (post) => notifying(messageInput, ({ db, operator }, input) => writeToAttendeesAs(db, operator, input))(withId(post, id)),
  }) satisfies ConsolePosts<EventView>;

/** What the new event's form may post. */
export type NewEventIntent = IntentOf<typeof newEventPosts>;
/** What an event page's forms may post. */
export type EventIntent = IntentOf<ReturnType<typeof eventPosts>>;
