import type { Locale } from '#i18n/config.ts';
import { foldText } from './fold.ts';

/**
 * Words that carry no topic: function words, question words, the small talk around a question
 * ("hallo, könnt ihr mir bitte sagen …") and the verbs that frame one ("where can I find/read/see …"). Dropped from the site's text and from questions alike, so
 * they neither rank a passage nor count as an answered part of a question.
 */
const GERMAN = `
aber alle allem allen aller alles als also am an andere anderen anderer anderes auch auf aus bei beim bin bis bist bitte
bzw ca da dabei dadurch daher damit dann darf darin darum das dass dein deine deinem deinen deiner dem den denn der deren
des dessen deshalb die dies diese diesem diesen dieser dieses doch dort du durch eben ein eine einem einen einer eines
einfach einige einmal er es etwa etwas euch euer eure eurem euren ganz gar gegen gehen geht gerne gern gibt gut habe haben
hallo hast hat hatte hey hi hier hin ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im immer in indem ins ist ja je
jede jedem jeden jeder jedes jetzt kann kannst konnen konnt konnte konnten man mal manche mehr mein meine meinem meinen
meiner meines mich mir mit moglich mochte mochten muss mussen musst nach nein nicht nichts noch nun nur ob oder ohne
sagen schon sehr sein seine seinem seinen seiner sich sie sind so solche soll sollen sollte sollten sondern sonst sowie
tag uber um und uns unser unsere unserem unseren unserer unter viel viele vom von vor wann war waren warum was weil
weiter weitere welche welchem welchen welcher welches wenn wer werde werden wie wieder will wir wird wirst wissen wo
wobei wohl wollen wollte wurde wurden wurde zu zum zur zwar zwischen gruezi gruessech salut merci danke dank frage fragen
erklaren erzahl erzahlen bekomme bekommen eigentlich genau bereits dafur dazu davon darauf sei seid warst wart gewesen
hast habt hatten wirst werdet worden geworden mache machst macht machen gemacht tue tust tut tun gab geben gebt gegeben
irgendwie irgendwas sowas bisschen okay ok vielleicht wirklich usw nochmal kurz jemand etwas leute finden finde findet
sehen sieht anschauen schauen lesen nachdem steht stehen kommen kommt lautet lauten heisst für wen wem statt
`;

const ENGLISH = `
a about above after again against all also am an and any anything are as at be because been before being below between
both but by can could dear did do does doing done down during each either else even ever every few for from further get
gets getting got guys had has have having he hello her here hey hi him his how i i'm if im in into is it its just kind
know let like me more most much my no nor not now of off ok okay on once one only or other our out over own please plz
pls question questions quite really same she should so some something sort such tell than thank thanks that the their
them then there these they this those through to too under until up us very want wanna was we were what whats when
where which while who whom why will with would you your yours u ur don doesn didn isn aren wasn weren shall may might
must make makes made folks y'all yall right now going gonna find see look read watch many still another
`;

const lists: Record<Locale, ReadonlySet<string>> = {
  de: new Set(
    GERMAN.split(/\s+/)
      .filter(Boolean)
      .map((word) => foldText(word, 'de')),
  ),
  en: new Set(
    ENGLISH.split(/\s+/)
      .filter(Boolean)
      .map((word) => foldText(word, 'en')),
  ),
};

export function isStopWord(foldedWord: string, locale: Locale): boolean {
  return lists[locale].has(foldedWord);
}
