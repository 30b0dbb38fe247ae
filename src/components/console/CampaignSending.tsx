import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator, type PlainKey } from '#i18n/console-translate.ts';
import type { CampaignStatus } from '#lib/campaigns.ts';
import { formatNumber } from '#lib/format.ts';
import type { CampaignIntent } from '#server/console/web/campaign.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { CampaignTestForm } from './CampaignTestForm.tsx';
import { IntentField, PostButton } from './PostButton.tsx';
import { controlClasses, dangerButtonClasses } from './styles.ts';

interface CampaignSendingProps {
  locale: Locale;
  status: CampaignStatus;
  /** The campaign's page, where its forms are posted. */
  action: string;
  /** The scheduled time as the date-time field shows it (Zurich), or empty. */
  sendAt: string;
  /** The step before sending, cancelling or deleting, instead of the buttons. */
  confirming?: 'confirm_send' | 'confirm_cancel' | 'confirm_delete' | undefined;
  /** Before it starts: how many it would go to now (the confirmed, not bounced subscribers of its audience). */
  recipients?: number | undefined;
  /** A sent campaign's issue pages in the public archive (one per written language), while it is published. */
  published?: { label: string; href: string }[] | undefined;
}

const CONFIRMATIONS = {
  confirm_send: {
    title: 'console.campaigns.confirmSendTitle',
    text: 'console.campaigns.confirmSendText',
    intent: 'send',
    button: 'console.campaigns.confirmSend',
  },
  confirm_cancel: {
    title: 'console.campaigns.confirmCancelTitle',
    text: 'console.campaigns.confirmCancelText',
    intent: 'cancel',
    button: 'console.campaigns.confirmCancel',
  },
  confirm_delete: {
    title: 'console.campaigns.confirmDeleteTitle',
    text: 'console.campaigns.confirmDeleteText',
    intent: 'delete',
    button: 'console.campaigns.confirmDelete',
  },
} as const satisfies Record<string, { title: PlainKey; text: PlainKey; intent: CampaignIntent; button: PlainKey }>;

/** "It will go to N subscribers", in the page's language and number format. */
const recipientsLine = (locale: Locale, count: number): string =>
  count === 1
    ? translator(locale)('console.campaigns.recipientsOne')
    : translator(locale)('console.campaigns.recipients', { count: formatNumber(count, locale) });

/**
 * What can be done with the campaign in its status (decision 0035): a test to the operator (and the firm's listed
 * addresses ticked) and a copy into a new draft always; scheduling, unscheduling and sending now before it
 * starts, with how many it would go to; deleting a draft; pausing, resuming and cancelling while it goes.
 * Sending now, cancelling and deleting ask first, on a step of their own with the way back. A sent campaign can be published in
 * the site's newsletter archive and taken out again.
 */
export function CampaignSending({ locale, status, action, sendAt, confirming, published, recipients }: CampaignSendingProps) {
  const t = translator(locale);
  const secondary = buttonClasses('secondary');
  if (confirming) {
    const step = CONFIRMATIONS[confirming];
    return (
      <section aria-labelledby="confirm-heading" className="mt-8 rounded-lg border-2 border-red-700 p-4 sm:p-6">
        <h2 id="confirm-heading" className="text-xl font-semibold text-ink">
          {t(step.title)}
        </h2>
        {confirming === 'confirm_send' && recipients !== undefined && (
          <p className="mt-3 max-w-3xl font-semibold text-ink" data-recipients={recipients}>
            {recipientsLine(locale, recipients)}
          </p>
        )}
        <p className="mt-3 max-w-3xl text-slate-800">{t(step.text)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <PostButton<CampaignIntent> action={action} intent={step.intent} className={dangerButtonClasses}>
            {t(step.button)}
          </PostButton>
          <a href={action} className={buttonClasses('ghost')}>
            {t('console.campaigns.back')}
          </a>
        </div>
      </section>
    );
  }
  const before = status === 'draft' || status === 'scheduled';
  const going = status === 'scheduled' || status === 'sending' || status === 'paused';
  return (
    <section aria-labelledby="sending-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="sending-heading" className="text-xl font-semibold text-ink">
        {t('console.campaigns.actions')}
      </h2>
      {before && recipients !== undefined && (
        <p className="max-w-3xl text-slate-800" data-recipients={recipients}>
          {status === 'scheduled'
            ? t('console.campaigns.scheduledRecipients', { count: formatNumber(recipients, locale) })
            : recipientsLine(locale, recipients)}
        </p>
      )}
      {before && (
        <form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <IntentField<CampaignIntent> intent="schedule" />
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="campaign-send-at" className="font-medium text-slate-800">
              {t('console.campaigns.sendAtField')}
            </label>
            <input
              id="campaign-send-at"
              name="sendAt"
              type="datetime-local"
              required
              defaultValue={sendAt}
              className={`${controlClasses} max-w-full`}
            />
          </div>
          <button type="submit" className={secondary}>
            {t('console.campaigns.schedule')}
          </button>
        </form>
      )}
      <CampaignTestForm locale={locale} action={action} firmAddresses={siteConfig.email.campaignTests} className={secondary} />
      <div className="flex flex-wrap gap-3">
        {status === 'scheduled' && (
          <PostButton<CampaignIntent> action={action} intent="unschedule" className={secondary}>
            {t('console.campaigns.unschedule')}
          </PostButton>
        )}
        {before && (
          <PostButton<CampaignIntent> action={action} intent="confirm_send" className={buttonClasses('primary')}>
            {t('console.campaigns.sendNow')}
          </PostButton>
        )}
        {status === 'sending' && (
          <PostButton<CampaignIntent> action={action} intent="pause" className={secondary}>
            {t('console.campaigns.pause')}
          </PostButton>
        )}
        {status === 'paused' && (
          <PostButton<CampaignIntent> action={action} intent="resume" className={secondary}>
            {t('console.campaigns.resume')}
          </PostButton>
        )}
        {going && (
          <PostButton<CampaignIntent> action={action} intent="confirm_cancel" className={secondary}>
            {t('console.campaigns.cancel')}
          </PostButton>
        )}
        <PostButton<CampaignIntent> action={action} intent="duplicate" className={secondary}>
          {t('console.campaigns.duplicate')}
        </PostButton>
        {status === 'draft' && (
          <PostButton<CampaignIntent> action={action} intent="confirm_delete" className={secondary}>
            {t('console.campaigns.delete')}
          </PostButton>
        )}
        {status === 'sent' && !published && (
          <PostButton<CampaignIntent> action={action} intent="publish" className={secondary}>
            {t('console.campaigns.publish')}
          </PostButton>
        )}
        {status === 'sent' && published && (
          <PostButton<CampaignIntent> action={action} intent="unpublish" className={secondary}>
            {t('console.campaigns.unpublish')}
          </PostButton>
        )}
      </div>
      {published && (
        <p className="text-slate-800">
          {t('console.campaigns.publishedAt')}{' '}
          {published.map(({ label, href }, index) => (
            <span key={href}>
              {index > 0 && ', '}
              <a href={href} className="font-medium text-brand-700 underline">
                {label}
              </a>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
