import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { OperatorsIntent, OperatorsView } from '#server/console/web/operators.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { PostButton } from './PostButton.tsx';
import { controlClasses, dangerButtonClasses, labelClasses } from './styles.ts';

interface OperatorsAnswerProps {
  locale: Locale;
  answer: OperatorsView | undefined;
  action: string;
}

/** What came of an operators form: the outcome, a new invite's one-time link, or the step before a removal. */
export function OperatorsAnswer({ locale, answer, action }: OperatorsAnswerProps) {
  const t = translator(locale);
  return (
    <>
      {answer?.notice && (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t(answer.notice.key, { email: answer.notice.email ?? '' })}
        </p>
      )}
      {answer?.invited && (
        <div role="status" className="mt-6 rounded-lg border border-brand-600 bg-brand-50 px-4 py-3">
          <p className="text-brand-900">{t('console.operators.invited', { email: answer.invited.email })}</p>
          <label htmlFor="invite-link" className={`mt-3 block ${labelClasses}`}>
            {t('console.operators.inviteLink')}
          </label>
          <input id="invite-link" readOnly value={answer.invited.link} className={`mt-1 w-full font-mono text-sm ${controlClasses}`} />
        </div>
      )}
      {answer?.confirmRemoval && (
        <section aria-labelledby="confirm-removal" className="mt-6 rounded-lg border border-red-700 bg-red-50 px-4 py-4">
          <h2 id="confirm-removal" className="text-xl font-bold text-ink">
            {t('console.operators.confirmTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{t('console.operators.confirmText', { email: answer.confirmRemoval.email })}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <PostButton<OperatorsIntent>
              action={action}
              intent="remove"
              fields={{ id: answer.confirmRemoval.id }}
              className={dangerButtonClasses}
            >
              {t('console.operators.confirmButton')}
            </PostButton>
            <a href={action} className={buttonClasses('ghost')}>
              {t('console.operators.cancel')}
            </a>
          </div>
        </section>
      )}
    </>
  );
}
