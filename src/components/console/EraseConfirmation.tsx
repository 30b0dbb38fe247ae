import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { PeopleIntent } from '#server/console/web/people.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { PostButton } from './PostButton.tsx';
import { dangerButtonClasses } from './styles.ts';

interface EraseConfirmationProps {
  locale: Locale;
  email: string;
  total: number;
  action: string;
}

/** The step before an erasure: what will go, that it cannot be undone, and the way back. */
export function EraseConfirmation({ locale, email, total, action }: EraseConfirmationProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="erase-heading" className="mt-10 rounded-lg border-2 border-red-700 p-4 sm:p-6">
      <h2 id="erase-heading" className="text-xl font-semibold wrap-anywhere text-ink">
        {t('console.people.confirmTitle', { email })}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-800">{t('console.people.confirmText', { count: total })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <PostButton<PeopleIntent> action={action} intent="erase" fields={{ email }} className={dangerButtonClasses}>
          {t('console.people.confirmErase')}
        </PostButton>
        <a href={action} className={buttonClasses('ghost')}>
          {t('console.people.cancel')}
        </a>
      </div>
    </section>
  );
}
