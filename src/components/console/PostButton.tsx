import type { ReactNode } from 'react';
import { INTENT_FIELD } from '#lib/console/intent.ts';
import type { StepUpPurpose } from '#server/console/access/step-up.service.ts';

/**
 * The intent a post carries, typed by its page's handler table (decision 0045): given as the type
 * argument, `<PostButton<CampaignIntent> intent="pause" …>`, so that a misspelt intent, or one of another
 * page, does not compile. Without a type argument there is none to give (an address with one job, such as
 * signing out).
 */
type IntentProp<Intent extends string> = [Intent] extends [never] ? { intent?: undefined } : { intent: Intent };

/** The hidden field of a console form with fields of its own (a campaign's text, a schedule time): its intent. */
export function IntentField<Intent extends string = never>({ intent }: { intent: NoInfer<Intent> }) {
  return <input type="hidden" name={INTENT_FIELD} value={intent} />;
}

type PostButtonProps<Intent extends string> = IntentProp<Intent> & {
  action: string;
  /** Hidden fields besides the intent: what the post acts on (an id, a folder). */
  fields?: Record<string, string>;
  /** The change a passkey confirms before the post goes (decision 0040; components/console/passkey-ceremony.ts asks). */
  stepUp?: StepUpPurpose;
  /** The button's name for assistive technology, where its text alone does not say what it acts on. */
  label?: string;
  className: string;
  formClassName?: string;
  children: ReactNode;
};

/** The one button of the console that posts: a small form of hidden fields, the intent among them. */
export function PostButton<Intent extends string = never>({
  action,
  intent,
  fields = {},
  stepUp,
  label,
  className,
  formClassName,
  children,
}: PostButtonProps<NoInfer<Intent>>) {
  return (
    <form method="post" action={action} data-step-up={stepUp} className={formClassName}>
      {intent !== undefined && <IntentField<string> intent={intent} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} className={className}>
        {children}
      </button>
    </form>
  );
}
