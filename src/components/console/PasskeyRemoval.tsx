import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatDateTime } from '#lib/format.ts';
import type { AccountPasskey } from '#server/console/access/account.service.ts';
import type { AccountIntent } from '#server/console/web/account.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { passkeyName } from './AccountPasskeys.tsx';
import { PostButton } from './PostButton.tsx';
import { dangerButtonClasses } from './styles.ts';

interface PasskeyRemovalProps {
  locale: Locale;
  passkey: AccountPasskey;
  action: string;
}

/** The step before a passkey's removal: which one, that it no longer signs in while open sessions stay, and the way back. */
export function PasskeyRemoval({ locale, passkey, action }: PasskeyRemovalProps) {
  const t = translator(locale);
  const name = passkeyName(t, passkey);
  return (
    <section aria-labelledby="confirm-passkey-removal" className="mt-6 rounded-lg border-2 border-red-700 p-4 sm:p-6">
      <h2 id="confirm-passkey-removal" className="text-xl font-semibold text-ink">
        {t('console.account.confirmTitle', { name })}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-800">
        {t('console.account.confirmText', { name, created: formatDateTime(passkey.createdAt) })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <PostButton<AccountIntent>
          action={action}
          intent="remove_passkey"
          fields={{ id: passkey.id }}
          stepUp="remove_passkey"
          className={dangerButtonClasses}
        >
          {t('console.account.confirmButton')}
        </PostButton>
        <a href={action} className={buttonClasses('ghost')}>
          {t('console.account.cancel')}
        </a>
      </div>
    </section>
  );
}
