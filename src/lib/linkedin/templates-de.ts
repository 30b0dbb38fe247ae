import type { LanguagePack } from './pack.ts';

/** German drafts, Swiss spelling ('ss', never 'ß'); Swiss quotation marks around a topic inside a sentence. */
export const de: LanguagePack = {
  audiences: {
    sme: 'KMU',
    fiduciaries: 'Treuhänderinnen und Treuhänder',
    founders: 'Gründerinnen und Gründer',
    financeTeams: 'Finanzteams',
  },
  audienceTags: { sme: 'KMU', fiduciaries: 'Treuhand', founders: 'Startup', financeTeams: 'Finanzteam' },
  baseTags: ['Finanzen', 'Automatisierung', 'Buchhaltung', 'KI', 'Digitalisierung', 'KMU', 'Schweiz', 'Treuhand'],
  stopwords: [
    'aber', 'alle', 'allem', 'also', 'auch', 'beim', 'bitte', 'dann', 'dass', 'denn', 'der', 'des', 'dem', 'den', 'die', 'das',
    'diese', 'dieser', 'dieses', 'doch', 'durch', 'eine', 'einem', 'einen', 'einer', 'eines', 'etwa', 'euch', 'für', 'gibt',
    'haben', 'hat', 'heute', 'ihre', 'ihren', 'ihrer', 'immer', 'jede', 'jeden', 'jeder', 'jedes', 'kann', 'kein', 'keine',
    'können', 'mehr', 'mit', 'nach', 'nicht', 'noch', 'nur', 'oder', 'ohne', 'schon', 'sehr', 'sich', 'sind', 'statt',
    'über', 'unser', 'unsere', 'unter', 'viel', 'viele', 'vom', 'von', 'vor', 'warum', 'weil', 'weniger', 'wenn', 'werden',
    'wie', 'wird', 'wir', 'zum', 'zur', 'zwischen',
  ],
  styles: {
    story: {
      context: 'Gerade für {audience} ist das kein Randthema: Es entscheidet mit, wie viel Zeit im Alltag für das Wesentliche bleibt.',
      bridge: 'Was dabei hängen geblieben ist:',
      reflection:
        'Das Fazit: Es braucht keine grossen Sprünge. Wer die Grundlagen sauber aufsetzt, spürt die Wirkung oft schon nach wenigen Wochen.',
    },
    list: {
      context: 'Für {audience} lohnt sich ein genauer Blick – oft sind es wenige Punkte, die den Unterschied machen.',
      bridge: '',
      reflection: 'Nicht alles muss auf einmal passieren. Ein Punkt pro Monat reicht, um spürbar voranzukommen.',
    },
    question: {
      context: 'Früher oder später stellt sich diese Frage für {audience} – und je früher, desto einfacher die Antwort.',
      bridge: 'Meine Erfahrung: Es kommt auf wenige, klare Punkte an.',
      reflection: 'Der Unterschied liegt selten in der Technik. Er liegt darin, dass jemand den ersten Schritt macht.',
    },
  },
  tones: {
    professional: {
      hooks: {
        story: ['{Topic}: Was wir in Projekten für {audience} immer wieder beobachten.', 'Über das Thema «{topic}» wird viel gesprochen. Die Praxis zeigt ein klareres Bild.'],
        list: ['{Topic} – das Wichtigste für {audience} im Überblick:', 'Checkliste für {audience}: {topic}'],
        question: ['Wie viel Aufwand steckt in Ihrem Unternehmen heute im Thema «{topic}»?', 'Ist «{topic}» in Ihrem Unternehmen Chefsache oder Nebensache?'],
      },
      closings: {
        story: 'Wie sind Ihre Erfahrungen damit? Ich freue mich auf den Austausch.',
        list: 'Welcher Punkt fehlt aus Ihrer Sicht? Ergänzungen sind willkommen.',
        question: 'Wie sehen Sie das? Ich bin gespannt auf Ihre Einschätzung.',
      },
      listMarker: 'numbers',
    },
    personal: {
      hooks: {
        story: ['Ich gebe es zu: Das Thema «{topic}» hat mich lange beschäftigt.', 'Letzte Woche hat mich ein Gespräch über «{topic}» nicht mehr losgelassen.'],
        list: ['Was ich über «{topic}» gelernt habe – ganz persönlich und ohne Fachjargon:', 'Meine ehrliche Liste zum Thema «{topic}»:'],
        question: ['Kennt ihr das auch? Beim Thema «{topic}» geht mehr Zeit verloren, als nötig wäre.', 'Ganz ehrlich: Wie geht es euch mit dem Thema «{topic}»?'],
      },
      closings: {
        story: 'Wie geht es euch damit? Erzählt es mir gern in den Kommentaren.',
        list: 'Was würdet ihr ergänzen? Ich lese jeden Kommentar.',
        question: 'Ich bin gespannt auf eure Sicht – schreibt sie mir gern.',
      },
      listMarker: 'check',
    },
    inspiring: {
      hooks: {
        story: ['Keine Pflichtübung, sondern eine Chance: {topic}. 🚀', 'Was wäre, wenn das Thema «{topic}» Zeit schenkt, statt Zeit zu kosten?'],
        list: ['{Topic}: So wird aus einer Pflicht ein Vorsprung für {audience}. 💡', 'Bereit für Veränderung? {Topic} in wenigen Schritten.'],
        question: ['Was wäre möglich, wenn «{topic}» kein Engpass mehr wäre?', 'Wie sähe der Arbeitsalltag aus, wenn «{topic}» einfach funktionierte?'],
      },
      closings: {
        story: 'Der beste Zeitpunkt für den ersten Schritt ist jetzt. Wer geht ihn mit? 💪',
        list: 'Klein anfangen, gross denken – welcher Schritt kommt bei Ihnen zuerst?',
        question: 'Die Finanzarbeit von morgen entsteht heute. Was ist Ihr nächster Schritt?',
      },
      listMarker: 'check',
    },
    educational: {
      hooks: {
        story: ['Kurz erklärt: {topic}.', '{Topic} – was dahintersteckt und worauf es ankommt.'],
        list: ['{Topic} verständlich erklärt – das Wichtigste in Kürze:', 'Grundwissen für {audience}: {topic}'],
        question: ['Was bedeutet «{topic}» eigentlich für {audience}?', 'Warum ist das Thema «{topic}» für {audience} wichtig?'],
      },
      closings: {
        story: 'Speichern Sie diesen Beitrag als Gedankenstütze – und teilen Sie ihn mit Ihrem Team.',
        list: 'Welche Frage zum Thema «{topic}» sollen wir als Nächstes erklären?',
        question: 'Fragen dazu? Stellen Sie sie in den Kommentaren – ich antworte gern.',
      },
      listMarker: 'numbers',
    },
  },
};
