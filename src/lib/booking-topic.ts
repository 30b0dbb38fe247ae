import { SERVICE_SLUGS, type ServiceSlug } from './routes.ts';

/** The dictionary keys a booking's topic is named by: a service's name, or "something else". */
type TopicKey = `services.${ServiceSlug}` | 'booking.topic.other';

const isServiceSlug = (topic: string): topic is ServiceSlug => (SERVICE_SLUGS as readonly string[]).includes(topic);

/** A booking's topic in words, for the visitor's mails and pages and for the console alike (decision 0050). */
export const topicName = (topic: string, t: (key: TopicKey) => string): string =>
  isServiceSlug(topic) ? t(`services.${topic}`) : t('booking.topic.other');
