import type { Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import type { AccountPasskey } from '#server/console/access/account.service.ts';
import type { AccountIntent } from '#server/console/web/account.posts.ts';
import { DataTable } from './DataTable.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses } from './styles.ts';

/** The transports a passkey may report that the page names; others (or none) go unnamed. */
const TRANSPORTS = {
  internal: 'console.account.transport.internal',
  hybrid: 'console.account.transport.hybrid',
  cable: 'console.account.transport.hybrid',
  usb: 'console.account.transport.usb',
  nfc: 'console.account.transport.nfc',
  ble: 'console.account.transport.ble',
  'smart-card': 'console.account.transport.smart-card',
} as const;

const isNamedTransport = (transport: string): transport is keyof typeof TRANSPORTS => Object.hasOwn(TRANSPORTS, transport);

/** A passkey's name on the page: the table stores none, so it is numbered by age. */
export const passkeyName = (t: Translate, passkey: AccountPasskey): string => t('console.account.passkeyName', { number: passkey.number });

/** Synced or bound to one device, and how the browser reached it when it was made (built in, USB, a phone nearby…). */
function kindOf(t: Translate, passkey: AccountPasskey): string {
  const kind = t(passkey.synced ? 'console.account.kind.synced' : 'console.account.kind.device');
  const transports = [...new Set(passkey.transports.filter(isNamedTransport).map((transport) => t(TRANSPORTS[transport])))];
  return transports.length > 0 ? `${kind} · ${transports.join(', ')}` : kind;
}

interface AccountPasskeysProps {
  locale: Locale;
  passkeys: AccountPasskey[];
  action: string;
}

/**
 * The operator's passkeys: name, kind, created, last used, and a button that asks to confirm a removal;
 * the only passkey has none (the server refuses it anyway), and says why.
 */
export function AccountPasskeys({ locale, passkeys, action }: AccountPasskeysProps) {
  const t = translator(locale);
  if (passkeys.length === 0) return <p className="mt-4 text-slate-700">{t('console.account.passkeysEmpty')}</p>;
  const removable = passkeys.length > 1;
  return (
    <DataTable
      id="passkeys"
      caption={t('console.account.passkeysCaption', { count: passkeys.length })}
      headers={[
        t('console.account.passkey'),
        t('console.account.kind'),
        t('console.account.created'),
        t('console.account.lastUsed'),
        t('console.account.actions'),
      ]}
    >
      {passkeys.map((passkey) => {
        const name = passkeyName(t, passkey);
        return (
          <tr key={passkey.id}>
            <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
              {name}
            </th>
            <td className={`${cellClasses} min-w-44`}>{kindOf(t, passkey)}</td>
            <td className={cellClasses}>
              <Moment at={passkey.createdAt} />
            </td>
            <td className={cellClasses}>{passkey.lastUsedAt ? <Moment at={passkey.lastUsedAt} /> : t('console.account.never')}</td>
            <td className={cellClasses}>
              {removable ? (
                <PostButton<AccountIntent>
                  action={action}
                  intent="confirm_remove_passkey"
                  fields={{ id: passkey.id }}
                  label={t('console.account.removeLabel', { name })}
                  className="min-h-11 rounded-lg border border-red-700 px-3 font-semibold whitespace-nowrap text-red-800 hover:bg-red-50"
                >
                  {t('console.account.remove')}
                </PostButton>
              ) : (
                <span className="text-slate-700">{t('console.account.onlyPasskey')}</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
