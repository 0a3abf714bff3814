/**
 * Which language a goal is written in, as far as the built-in suggestions need to know: English, one of
 * the languages they also answer in (Spanish, French, German), or another one. A goal title is a few words,
 * too few for a statistical detector, so the words that give a language away are counted instead: its
 * articles, prepositions and pronouns, its common goal verbs, and its letters. English wins a tie: most
 * goals are written in it, and a single borrowed word ("Café business plan") must not turn one French.
 */
export type GoalLanguage = 'en' | 'es' | 'fr' | 'de' | 'other';
type Scored = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'pl';

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const FUNCTION_WORDS: Record<Scored, Set<string>> = {
  en: words(`i the a an to my for and of in with by on at every each day week month year this next more less than from my our your
    how about into get learn run read write save lose buy find make start stop finish build plan become improve visit travel
    be do go have take keep spend practise practice cook clean call`),
  es: words(`el la los las un una unos unas del para por con y en mi mis tu al que más menos cada día semana mes año este esta
    aprender correr ahorrar perder leer escribir comprar encontrar hacer empezar terminar viajar tocar cocinar mejorar ser
    dejar de kilos libros dinero trabajo coche casa inglés español francés`),
  fr: words(`le la les un une des du de pour avec et en mon ma mes ton ta au aux chaque jour semaine mois année cette ce plus
    moins apprendre courir économiser perdre lire écrire acheter trouver faire commencer finir voyager jouer cuisiner
    améliorer être arrêter livres argent travail nouveau nouvelle vacances semi`),
  de: words(`der die das den dem des ein eine einen einem und mit für zu zum zur im am auf jeden jede jedes tag woche monat jahr
    mehr weniger mein meine meinen lernen laufen sparen abnehmen lesen schreiben kaufen finden machen anfangen beenden
    reisen spielen kochen verbessern sein aufhören bücher geld arbeit wohnung renovieren meditieren deutsch englisch`),
  it: words(`il lo gli le un una di del della per con e ogni giorno settimana mese anno questo questa più meno imparare correre
    risparmiare perdere leggere scrivere comprare trovare fare iniziare finire viaggiare suonare cucinare maratona`),
  pt: words(`o os um uma do da dos das para com e em no na cada dia semana mês ano este esta mais menos aprender correr poupar
    perder ler escrever comprar encontrar fazer começar terminar viajar tocar cozinhar nadar dinheiro viagem`),
  nl: words(`de het een en met voor van in op elke dag week maand jaar meer minder leren lopen sparen lezen schrijven kopen
    vinden maken beginnen wandelen fietsen`),
  pl: words(`w na z do dla się nauczyć grać codziennie więcej mniej czytać pisać kupić znaleźć zrobić zacząć`),
};

/** Letters one language has and English doesn't; each counts once. */
const LETTERS: Record<Scored, RegExp> = {
  en: /(?!)/,
  es: /[ñ¿¡]/,
  fr: /[çœàâêëîïôûù]/,
  de: /[äöüß]/,
  it: /(?!)/,
  pt: /[ãõ]/,
  nl: /(?!)/,
  pl: /[łąęśźżćń]/,
};

/** Endings of the verbs that open goals in the other languages: "aprender", "renovieren", "apprendre". */
const LEADING_VERB: Partial<Record<Scored, RegExp>> = {
  es: /^\p{L}+(?:ar|er|ir)$/u,
  fr: /^\p{L}+(?:er|ir|re)$/u,
  de: /^\p{L}+(?:en|ern|eln)$/u,
};

/** Scripts other than the Latin alphabet: the goal is in none of the languages the engine writes. */
const OTHER_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Thai}]/u;

export function detectLanguage(text: string): GoalLanguage {
  const normalized = text.normalize('NFC');
  const letters = normalized.match(/\p{L}/gu)?.length ?? 0;
  const foreign = normalized.match(new RegExp(OTHER_SCRIPT.source, 'gu'))?.length ?? 0;
  if (letters > 0 && foreign / letters > 0.3) return 'other';
  const tokens = normalized.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (tokens.length === 0) return 'en';
  const scores = new Map<Scored, number>();
  for (const language of Object.keys(FUNCTION_WORDS) as Scored[]) {
    let score = tokens.filter((token) => FUNCTION_WORDS[language].has(token)).length;
    if (LETTERS[language].test(normalized.toLowerCase())) score += 1.5;
    const leading = LEADING_VERB[language];
    // A verb ending alone proves nothing ("Order new glasses", "Hire two engineers"): it only adds to other signs.
    if (score > 0 && leading && tokens.length > 1 && leading.test(tokens[0]!) && !FUNCTION_WORDS.en.has(tokens[0]!)) score += 0.5;
    scores.set(language, score);
  }
  const english = scores.get('en') ?? 0;
  let best: Scored = 'en';
  for (const [language, score] of scores) if (score > (scores.get(best) ?? 0)) best = language;
  if (best === 'en' || (scores.get(best) ?? 0) <= english) return 'en';
  return best === 'es' || best === 'fr' || best === 'de' ? best : 'other';
}
