import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#tests/setup/html.ts';
import type { CampaignIntent } from '#server/console/web/campaign.posts.ts';
import type { MailIntent } from '#server/console/web/mail.posts.ts';
import { IntentField, PostButton } from './PostButton.tsx';

/** A rendered form: its attributes, its hidden fields by name, its button's attributes and text. */
function formOf(element: ReactElement) {
  const form = parseHtml(renderToStaticMarkup(element)).querySelector('form')!;
  const button = form.querySelector('button')!;
  return {
    form: form.attributes,
    fields: Object.fromEntries(
      form.querySelectorAll('input[type=hidden]').map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
    ),
    button: { ...button.attributes, text: button.text },
  };
}

// Decision 0045: the intent a console form posts is typed by its page's handler table. The @ts-expect-error
// lines are the test of that type: `tsc` fails on a directive with no error to expect, so these fail the
// moment a misspelt intent, another page's, or one given without its page's type compiles again.
describe('PostButton', () => {
  it("posts its page's intent and its fields in a small form of its own", () => {
    const posted = formOf(
      <PostButton<MailIntent> action="/admin/mail" intent="retry" fields={{ id: 'm-1' }} className="button">
        Retry
      </PostButton>,
    );
    expect(posted).toEqual({
      form: { method: 'post', action: '/admin/mail' },
      fields: { intent: 'retry', id: 'm-1' },
      button: { type: 'submit', class: 'button', text: 'Retry' },
    });
  });

  it('refuses at compile time an intent its page has no handler for', () => {
    const buttons = [
      // @ts-expect-error: 'pasue' is a typo of the campaign page's 'pause'
      <PostButton<CampaignIntent> key="typo" action="/admin/campaigns/1" intent="pasue" className="button">
        Pause
      </PostButton>,
      // @ts-expect-error: 'retry' is the mail page's intent, not a campaign's
      <PostButton<CampaignIntent> key="other-page" action="/admin/campaigns/1" intent="retry" className="button">
        Retry
      </PostButton>,
      // @ts-expect-error: without its page's type no intent compiles
      <PostButton key="untyped" action="/admin/campaigns/1" intent="pause" className="button">
        Pause
      </PostButton>,
      // @ts-expect-error: 'schedul' is a typo of the campaign page's 'schedule'
      <IntentField<CampaignIntent> key="field" intent="schedul" />,
    ];
    // At run time the misspelt intent is posted as written, and the page answers it with the "invalid" notice.
    expect(formOf(buttons[0]!).fields).toEqual({ intent: 'pasue' });
  });

  it('posts no intent to an address with one job, and asks for the passkey first where the change needs it', () => {
    const posted = formOf(
      <PostButton action="/admin/sign-out-everywhere" stepUp="end_sessions" label="Sign out on every device" className="button">
        Sign out everywhere
      </PostButton>,
    );
    expect(posted).toEqual({
      form: { method: 'post', action: '/admin/sign-out-everywhere', 'data-step-up': 'end_sessions' },
      fields: {},
      button: { type: 'submit', 'aria-label': 'Sign out on every device', class: 'button', text: 'Sign out everywhere' },
    });
  });

  it("gives a form with fields of its own its page's intent", () => {
    expect(renderToStaticMarkup(<IntentField<CampaignIntent> intent="schedule" />)).toBe(
      '<input type="hidden" name="intent" value="schedule"/>',
    );
  });
});
