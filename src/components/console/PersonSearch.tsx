import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { PeopleIntent } from '#server/console/web/people.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { IntentField } from './PostButton.tsx';
import { controlClasses, labelClasses } from './styles.ts';

interface PersonSearchProps {
  locale: Locale;
  action: string;
  email: string;
}

/** The address to look up; posted, so it stays out of the address bar and the browser's history. */
export function PersonSearch({ locale, action, email }: PersonSearchProps) {
  const t = translator(locale);
  return (
    <form method="post" action={action} className="mt-6 flex flex-wrap items-end gap-4">
      <IntentField<PeopleIntent> intent="find" />
      <div className="flex min-w-0 grow flex-col gap-1 sm:max-w-md">
        <label htmlFor="person-email" className={labelClasses}>
          {t('console.people.emailLabel')}
        </label>
        <input id="person-email" name="email" type="email" required autoComplete="off" defaultValue={email} className={controlClasses} />
      </div>
      <button type="submit" className={buttonClasses('secondary')}>
        {t('console.common.search')}
      </button>
    </form>
  );
}
