/**
 * The source dictionary: every UI string in German, under flat dotted keys.
 * en.ts must carry exactly these keys (checked by the compiler and by a unit test).
 * Placeholders are written {name} and filled by t().
 */
export const de = {
  'a11y.skipToContent': 'Zum Inhalt springen',
  'a11y.breadcrumb': 'Pfadnavigation',
  'a11y.opensInNewTab': '(öffnet in neuem Tab)',

  'unit.weeks': '{n} Wochen',
  'unit.minutes': '{n} Minuten',
  'unit.months': '{n} Monate',
  'unit.minutesShort': '{n} Min.',

  'lang.de': 'Deutsch',
  'lang.en': 'English',
  'lang.label': 'Sprache',
  'lang.switchTo': 'Auf Deutsch wechseln',

  'nav.label': 'Hauptnavigation',
  'nav.home': 'Startseite',
  'nav.services': 'Services',
  'nav.allServices': 'Alle Services',
  'nav.blog': 'Blog',
  'nav.about': 'Über uns',
  'nav.faq': 'FAQ',
  'nav.contact': 'Kontakt',
  'nav.courses': 'Kurse',
  'nav.homeLink': '{company} – zur Startseite',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schliessen',
  'nav.mobileMenu': 'Menü',
  'nav.toggleServices': 'Services-Menü',

  'services.erp-automation': 'ERP-Automatisierung',
  'services.company-formation': 'Firmengründung',
  'services.tax-reporting': 'Steuern & MWST',
  'services.system-integration-api': 'Systemintegration & API',
  'services.ki-workflow-optimierung': 'KI-Workflow-Optimierung',
  'services.ai-finance-workshop': 'KI-Workshops für Finanzteams',

  'footer.description':
    'Wir automatisieren Buchhaltung, Steuern und Finanzprozesse für Schweizer KMU, Treuhandbüros und Gründer – mit KI, sauberen Schnittstellen und Daten, die in der Schweiz bleiben.',
  'footer.hoursTitle': 'Beratungszeiten',
  'footer.hours': 'Mittwoch bis Freitag, {from}–{to} Uhr',
  'footer.network': 'LinkedIn-Profil',
  'footer.servicesTitle': 'Services',
  'footer.newsletterTitle': 'Newsletter',
  'footer.newsletterText': 'Praxiswissen zu Finanzautomation und KI – etwa einmal im Monat, jederzeit abbestellbar.',
  'footer.emailLabel': 'E-Mail-Adresse',
  'footer.emailPlaceholder': 'name@firma.ch',
  'footer.subscribe': 'Anmelden',
  'footer.subscribing': 'Anmelden...',
  'footer.legalTitle': 'Rechtliches',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.impressum': 'Impressum',
  'footer.copyright': '© {year} {company}. Alle Rechte vorbehalten.',

  'blog.searchLabel': 'Blog durchsuchen',
  'blog.searchPlaceholder': 'Blog durchsuchen...',
  'blog.categoryLabel': 'Kategorie',
  'blog.allPosts': 'Alle Beiträge',
  'blog.reset': 'Zurücksetzen',
  'blog.count': '{n} Beiträge gefunden',
  'blog.countOne': '1 Beitrag gefunden',
  'blog.noResults': 'Keine Beiträge für die aktuelle Suche gefunden.',
  'blog.noPosts': 'Noch keine Blog-Beiträge verfügbar.',
  'blog.empty': 'Keine Beiträge gefunden.',
  'blog.readTime': '{n} Min. Lesezeit',
  'blog.general': 'Allgemein',
  'blog.article': 'Artikel',
  'blog.back': 'Zurück zum Blog',
  'blog.readMore': 'Weiterlesen',
  'blog.notFoundTitle': 'Artikel nicht gefunden',
  'blog.notFoundText': 'Der gesuchte Artikel existiert nicht oder wurde verschoben.',
  'blog.footerNote':
    'Dieser Beitrag dient der allgemeinen Information und ersetzt keine individuelle Beratung. Für Fragen zu Ihrer Situation buchen Sie gerne eine kostenlose Erstberatung.',
  'blog.feedTitle': 'Blog – {company}',
  'blog.listTitle': 'Alle Beiträge',

  'service.features': 'Features, die überzeugen',
  'service.howItWorks': "So funktioniert's",
  'service.benefits': 'Ihre Vorteile',
  'service.audience': 'Für wen geeignet?',
  'service.packages': 'Pakete und Preise',
  'service.priceFrom': 'ab {price}',
  'service.ctaTitle': 'Probieren Sie es aus – in einer kostenlosen Erstberatung',
  'service.ctaText': 'In {minutes} klären wir, wo Automatisierung in Ihrem Unternehmen am meisten bringt. Unverbindlich und kostenlos.',
  'service.book': 'Kostenlose Beratung buchen',
  'service.contact': 'Kontakt aufnehmen',
  'service.learnMore': 'Mehr erfahren',
  'service.breadcrumbHome': 'Startseite',
  'service.notFoundTitle': 'Service nicht gefunden',
  'service.notFoundText': 'Der gesuchte Service konnte nicht gefunden werden.',
  'service.backToList': 'Zurück zu den Services',
  'services.moreQuestions': 'Fragen zu unseren Services?',
  'services.moreText': 'Sprechen Sie mit uns oder lernen Sie das Team kennen, das Ihre Automatisierung umsetzt.',

  'faq.topics': 'Themen',
  'faq.closingTitle': 'Ihre Frage war nicht dabei?',
  'faq.closingText': 'Buchen Sie eine kostenlose Erstberatung oder schreiben Sie uns – wir antworten innert 24 Stunden.',

  'about.portraitAlt': 'Porträt von {name}',
  'about.website': 'Website',
  'about.network': 'LinkedIn',

  'legal.languageLabel': 'Sprache dieses Textes',
  'legal.updated': 'Stand: {date}',

  'auth.stay': 'Auf dieser Seite bleiben',
  'auth.stayed': 'Die Weiterleitung wurde angehalten.',

  'notFound.code': '404',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text':
    'Die gesuchte Seite existiert nicht oder wurde verschoben. Bitte prüfen Sie die URL oder kehren Sie zur Startseite zurück.',
  'notFound.metaDescription': 'Diese Seite wurde nicht gefunden.',
  'notFound.cardsTitle': 'Vielleicht suchen Sie',
  'notFound.card.services': 'Unsere Services',
  'notFound.card.servicesText': 'Automatisierung für Buchhaltung, Steuern und ERP.',
  'notFound.card.blog': 'Blog',
  'notFound.card.blogText': 'Praxiswissen zu Finanzautomation in der Schweiz.',
  'notFound.card.about': 'Über uns',
  'notFound.card.aboutText': 'Das Team hinter den Lösungen.',
  'notFound.card.faq': 'FAQ',
  'notFound.card.faqText': 'Antworten auf häufige Fragen.',
  'notFound.home': 'Zur Startseite',
  'notFound.contact': 'Support kontaktieren',
  'notFound.back': 'Zurück',
  'notFound.searchesTitle': 'Beliebte Suchen',

  'crash.title': 'Etwas ist schief gelaufen',
  'crash.text': 'Ein unerwarteter Fehler ist aufgetreten. Unsere Entwickler wurden benachrichtigt.',
  'crash.errorId': 'Fehler-ID',
  'crash.reload': 'Seite neu laden',
  'crash.home': 'Zur Startseite',

  'blocked.title': 'Anfrage blockiert',
  'blocked.text':
    'Die aufgerufene Adresse enthält Zeichen, die aus Sicherheitsgründen nicht erlaubt sind. Bitte rufen Sie die Seite über die Navigation auf.',

  'page.home.title': 'KI-Finanzautomation für Schweizer KMU',
  'page.home.description':
    'Buchhaltung, Steuern, MWST und ERP-Integration automatisieren – mit KI, Schweizer Datenhaltung und persönlicher Beratung für KMU, Treuhänder und Gründer.',
  'page.home.keywords': 'Finanzautomation, KI Buchhaltung, MWST Automatisierung, ERP Integration, KMU Schweiz',
  'page.home.heading': 'Finanzprozesse automatisieren – mit KI, made in Switzerland',
  'page.home.intro':
    'Wir befreien Schweizer KMU, Treuhandbüros und Gründer von Routinearbeit in Buchhaltung, Steuern und Reporting.',

  'page.about.title': 'Über uns',
  'page.about.description': 'Lernen Sie das Core Team kennen, das Schweizer KMU bei der Automatisierung ihrer Finanzprozesse begleitet.',
  'page.about.keywords': 'Team, Finanzautomation, KI-Beratung, Schweiz',
  'page.about.heading': 'Core Team',
  'page.about.intro': 'Erfahrung aus Treuhand, Softwareentwicklung und KI – vereint in einem kleinen Team.',

  'page.services.title': 'Services',
  'page.services.description':
    'ERP-Automatisierung, Steuer- und MWST-Automatisierung, Systemintegration, KI-Workflows, Gründungsberatung und Workshops für Finanzteams.',
  'page.services.keywords': 'Services, ERP Automatisierung, Steuerautomatisierung, API Integration, KI Workflows',
  'page.services.heading': 'Unsere Services',
  'page.services.intro': 'Von der ersten Prozessanalyse bis zur laufenden Automatisierung – modular und auf Ihr KMU zugeschnitten.',

  'page.service.intro': 'Wie wir Sie in diesem Bereich unterstützen – Schritt für Schritt und mit messbarem Nutzen.',
  'page.service.keywords': 'Finanzautomation, KI, KMU Schweiz',

  'page.process.title': 'Unser Vorgehen',
  'page.process.description': 'In vier Schritten zur automatisierten Finanzabteilung: Analyse, Konzept, Umsetzung und Begleitung.',
  'page.process.keywords': 'Vorgehen, Prozessanalyse, Umsetzung, Support',
  'page.process.heading': 'In vier Schritten zur Automatisierung',
  'page.process.intro': 'Analyse, Konzept, Umsetzung und Begleitung – transparent und planbar.',

  'page.contact.title': 'Kontakt',
  'page.contact.description': 'Schreiben Sie uns oder buchen Sie eine kostenlose 15-minütige Erstberatung zu Ihrer Finanzautomation.',
  'page.contact.keywords': 'Kontakt, Erstberatung, Termin buchen',
  'page.contact.heading': 'Kontakt',
  'page.contact.intro': 'Wir antworten innert 24 Stunden – oder Sie buchen direkt eine kostenlose Erstberatung.',

  'page.faq.title': 'Häufige Fragen',
  'page.faq.description': 'Antworten zu Steuerautomatisierung, Systemintegration, Workflows, ERP, Gründung, Sicherheit, Preisen und Ablauf.',
  'page.faq.keywords': 'FAQ, Fragen, Steuerautomatisierung, ERP, Datenschutz, Preise',
  'page.faq.heading': 'Häufige Fragen',
  'page.faq.intro': 'Die wichtigsten Antworten rund um unsere Services, Sicherheit und Preise.',

  'page.blog.title': 'Blog',
  'page.blog.description':
    'Praxiswissen zu Schweizer Buchhaltungsautomation, KI-Tools für KMU und regulatorisch sauberen Finanzlösungen.',
  'page.blog.keywords': 'Blog, Buchhaltung, KI, KMU, Digitalisierung',
  'page.blog.heading': 'Blog',
  'page.blog.intro': 'Schweizer Buchhaltungsautomation, KI-Tools für KMU und FINMA-konforme Finanzlösungen.',

  'page.references.title': 'Referenzen',
  'page.references.description': 'Wie wir mit Schweizer KMU zusammenarbeiten – Referenzen erhalten Sie gerne auf Anfrage.',
  'page.references.keywords': 'Referenzen, Projekte, Kunden',
  'page.references.heading': 'Referenzen',
  'page.references.intro': 'Vertrauen entsteht durch Ergebnisse. Gerne vermitteln wir Ihnen den direkten Austausch.',

  'page.workshops.title': 'KI-Workshops für Finanzteams',
  'page.workshops.description': 'Praxisnahe KI-Workshops für Finanzteams: von vier Stunden bis sieben Tage, auf Deutsch, Schweizerdeutsch oder Englisch.',
  'page.workshops.keywords': 'KI Workshop, Finanzteam, Schulung, Weiterbildung',
  'page.workshops.heading': 'KI-Workshops für Finanzteams',
  'page.workshops.intro': 'Ihr Team lernt, KI im Finanzalltag sicher und wirksam einzusetzen.',

  'page.videoStudio.title': 'Video-Studio',
  'page.videoStudio.description': 'Kurze Lernvideos und Live-Sessions zu KI und Automatisierung in der Finanzabteilung.',
  'page.videoStudio.keywords': 'Video, Lernen, Live-Session, KI',
  'page.videoStudio.heading': 'Video-Studio',
  'page.videoStudio.intro': 'Lernen Sie in kurzen Videos und Live-Sessions, wie Automatisierung im Finanzbereich gelingt.',

  'page.auth.title': 'Anmelden',
  'page.auth.description': 'Der Kundenbereich ist in Entwicklung.',
  'page.auth.keywords': 'Anmeldung, Kundenbereich',
  'page.auth.heading': 'In Entwicklung',
  'page.auth.intro': 'Der Kundenbereich entsteht gerade. Bis dahin erreichen Sie uns jederzeit über das Kontaktformular.',

  'page.privacy.title': 'Datenschutzerklärung',
  'page.privacy.description': 'Welche Daten diese Website bearbeitet, wie lange sie gespeichert werden und welche Rechte Sie haben.',
  'page.privacy.keywords': 'Datenschutz, DSG, DSGVO',
  'page.privacy.heading': 'Datenschutzerklärung',
  'page.privacy.intro': 'Transparent: welche Daten diese Website bearbeitet und welche Rechte Sie haben.',

  'page.terms.title': 'Nutzungsbedingungen',
  'page.terms.description': 'Die Bedingungen für die Nutzung dieser Website und ihrer kostenlosen Werkzeuge.',
  'page.terms.keywords': 'Nutzungsbedingungen, AGB',
  'page.terms.heading': 'Nutzungsbedingungen',
  'page.terms.intro': 'Die Regeln für die Nutzung dieser Website.',

  'page.impressum.title': 'Impressum',
  'page.impressum.description': 'Angaben zur Betreiberin dieser Website.',
  'page.impressum.keywords': 'Impressum, Betreiber, Kontakt',
  'page.impressum.heading': 'Impressum',
  'page.impressum.intro': 'Angaben zur Betreiberin dieser Website.',
};

export type DictionaryKey = keyof typeof de;
export type Dictionary = Record<DictionaryKey, string>;
