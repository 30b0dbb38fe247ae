import type { LanguagePack } from './pack.ts';

/** English drafts (British spelling, as the site's English pages use). */
export const en: LanguagePack = {
  audiences: { sme: 'SMEs', fiduciaries: 'fiduciaries', founders: 'founders', financeTeams: 'finance teams' },
  audienceTags: { sme: 'SME', fiduciaries: 'Fiduciary', founders: 'Founders', financeTeams: 'FinanceTeam' },
  baseTags: ['Finance', 'Automation', 'Accounting', 'AI', 'Digitalisation', 'SME', 'Switzerland', 'FinTech'],
  stopwords: [
    'about', 'after', 'also', 'and', 'are', 'been', 'before', 'being', 'between', 'but', 'can', 'does', 'each', 'every', 'for',
    'from', 'has', 'have', 'how', 'into', 'its', 'just', 'less', 'more', 'most', 'not', 'only', 'our', 'over', 'should',
    'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'under', 'very',
    'was', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'without', 'you', 'your',
  ],
  styles: {
    story: {
      context: 'For {audience}, this is far from a side issue: it decides how much time is left for what really matters.',
      bridge: 'What stuck with me:',
      reflection: 'The bottom line: no giant leaps are needed. Get the basics right and the effect often shows within a few weeks.',
    },
    list: {
      context: 'For {audience}, a closer look pays off – often a few points make all the difference.',
      bridge: '',
      reflection: 'Not everything has to happen at once. One point a month is enough to make real progress.',
    },
    question: {
      context: 'Sooner or later, {audience} face this question – and the sooner, the easier the answer.',
      bridge: 'My experience: it comes down to a few clear points.',
      reflection: 'The difference rarely lies in the technology. It lies in someone taking the first step.',
    },
  },
  tones: {
    professional: {
      hooks: {
        story: ['{Topic}: what we keep seeing in projects for {audience}.', 'There is a lot of talk about {topic}. Practice paints a clearer picture.'],
        list: ['{Topic} – the key points for {audience} at a glance:', 'Checklist for {audience}: {topic}'],
        question: ['How much effort does {topic} take in your company today?', 'Is {topic} a priority in your company – or an afterthought?'],
      },
      closings: {
        story: 'What is your experience? I look forward to the exchange.',
        list: 'Which point would you add? Additions are welcome.',
        question: 'How do you see it? I am curious to hear your view.',
      },
      listMarker: 'numbers',
    },
    personal: {
      hooks: {
        story: ['I admit it: {topic} kept me busy for a long time.', 'Last week, a conversation about {topic} stayed with me.'],
        list: ['What I have learned about {topic} – personally and without jargon:', 'My honest list on {topic}:'],
        question: ['Sound familiar? {Topic} eats up more time than it should.', 'Honestly: how are you getting on with {topic}?'],
      },
      closings: {
        story: 'How about you? Tell me in the comments.',
        list: 'What would you add? I read every comment.',
        question: 'I would love to hear your take – drop me a line.',
      },
      listMarker: 'check',
    },
    inspiring: {
      hooks: {
        story: ['Not a chore but an opportunity: {topic}. 🚀', 'What if {topic} gave you time instead of costing it?'],
        list: ['{Topic}: how {audience} turn a duty into a head start. 💡', 'Ready for change? {Topic} in a few steps.'],
        question: ['What would be possible if {topic} were no longer a bottleneck?', 'What would your working day look like if {topic} simply worked?'],
      },
      closings: {
        story: 'The best time for the first step is now. Who is in? 💪',
        list: 'Start small, think big – which step comes first for you?',
        question: 'The finance work of tomorrow starts today. What is your next step?',
      },
      listMarker: 'check',
    },
    educational: {
      hooks: {
        story: ['Explained in brief: {topic}.', '{Topic} – what is behind it and what matters.'],
        list: ['{Topic} explained – the essentials in brief:', 'Basics for {audience}: {topic}'],
        question: ['What does {topic} actually mean for {audience}?', 'Why does {topic} matter for {audience}?'],
      },
      closings: {
        story: 'Save this post as a reminder – and share it with your team.',
        list: 'Which question about {topic} should we explain next?',
        question: 'Questions? Ask them in the comments – I am happy to answer.',
      },
      listMarker: 'numbers',
    },
  },
};
