import { firstMentioned, type GoalKind, type StepInput } from './goal-kinds';
import { asYours, definite, formatNumber, withArticle } from './grammar';
import { LANGUAGES } from './proper-names';
import type { GoalReading } from './read-goal';
import { monthsLeft, objectSubject, weeksLeft } from './step-helpers';

const LANGUAGE_KEYS = LANGUAGES.map((name) => name.toLowerCase());

function mentionsSignLanguage(reading: GoalReading): boolean {
  return reading.titleText.includes(' sign language ') || reading.descriptionText.includes(' sign language ');
}

/** Steps about sound, which a sign language goal has no use for. */
const spoken = (write: (input: StepInput) => string) => (input: StepInput) => (input.subject === 'sign language' ? null : write(input));

/** Languages, by name or by the words around learning one. */
export const languageKind: GoalKind = {
  id: 'language',
  keywords: [...LANGUAGE_KEYS, 'language', 'fluent', 'fluency', 'vocabulary', 'grammar', 'duolingo', 'sign language'],
  verbs: ['learn', 'speak', 'study', 'practise', 'practice', 'improve', 'master', 'brush'],
  subject: (reading) => {
    const key = firstMentioned(reading.titleText, LANGUAGE_KEYS) ?? firstMentioned(reading.descriptionText, LANGUAGE_KEYS);
    if (key) return LANGUAGES.find((name) => name.toLowerCase() === key) ?? key;
    return mentionsSignLanguage(reading) ? 'sign language' : 'the language';
  },
  steps: [
    ['start', ({ subject }) => `Choose one ${subject} course or app and finish its first lesson`],
    ['start', ({ subject }) => `Learn 20 everyday ${subject} words with flashcards`],
    ['start', ({ subject }) => `Write down why ${subject} matters to you and the level you want to reach`],
    ['start', ({ subject }) => `Find ${withArticle(subject)} tutor or conversation partner for weekly practice`],
    ['build', spoken(({ subject }) => `Practise ${subject} pronunciation with a 10-minute audio lesson`)],
    ['build', spoken(({ subject }) => `Watch a short video in ${subject} with ${subject} subtitles`)],
    ['build', ({ subject }) => `Write five sentences about your day in ${subject}`],
    ['build', ({ subject }) => `Review this week's ${subject} flashcards`],
    ['finish', ({ subject }) => `Hold a 10-minute conversation in ${subject}`],
    ['finish', ({ subject }) => `Take a ${subject} placement test to see your level`],
    ['finish', ({ subject }) => `Review the ${subject} words you miss most often`],
  ],
};

const EXAM_NAMES = ['ielts', 'toefl', 'gmat', 'gre', 'mcat', 'lsat', 'cpa', 'cfa', 'jlpt', 'dele', 'delf', 'hsk', 'gcse'];
const EXAM_WORDS = /\b(?:exams?|tests?|certification|certificate|finals|midterms?|quiz|licen[cs]e|boards?)\b/i;

const EXAM_NOUN = /^(?:exams?|tests?|certification|certificate|finals|midterms?|licen[cs]e)$/i;
const STOP = new Set(['for', 'of', 'to', 'with', 'in', 'on', 'at', 'by', 'and', 'or', 'from', 'the', 'a', 'an', 'your', 'my']);

/** The exam's name: the exam noun and up to three words before it, back to the first function word. */
function examPhrase(text: string): string | null {
  const words = text.split(/\s+/);
  const at = words.findIndex((word) => EXAM_NOUN.test(word.replace(/[^\p{L}]/gu, '')));
  if (at === -1) return null;
  let start = at;
  while (start > 0 && at - start < 3 && !STOP.has(words[start - 1]!.toLowerCase())) start -= 1;
  const determiner = start > 0 && /^(?:the|your|my)$/i.test(words[start - 1]!) ? `${words[start - 1]} ` : '';
  return `${determiner}${words.slice(start, at + 1).join(' ')}`;
}

/** Exams, tests and certifications. */
export const examKind: GoalKind = {
  id: 'exam',
  keywords: [
    'exam', 'test', 'certification', 'certificate', 'certified', 'finals', 'midterm', 'quiz', 'license', 'licence',
    'driving test', 'bar exam', 'entrance exam', ...EXAM_NAMES,
  ],
  verbs: ['pass', 'ace', 'study', 'prepare', 'sit', 'take', 'get', 'earn', 'complete'],
  subject: (reading) => {
    const object = asYours(reading.object.replace(/\bcertified\b/i, 'certification'));
    // The exam's own name and no more: "the IELTS exam" out of "the syllabus for the IELTS exam with band 7.5".
    const named = examPhrase(object);
    if (named) return definite(named);
    if (EXAM_WORDS.test(object)) return definite(object);
    const name = firstMentioned(reading.titleText, EXAM_NAMES) ?? firstMentioned(reading.descriptionText, EXAM_NAMES);
    return name ? `the ${name.toUpperCase()}` : 'the exam';
  },
  steps: [
    ['start', ({ subject }) => `Get the syllabus for ${subject} and list every topic`],
    ['start', ({ subject }) => `Take a practice test for ${subject} to find your weak topics`],
    ['start', ({ subject, timing }) => {
      const weeks = Math.min(weeksLeft(timing), 26);
      return weeks >= 2 ? `Split the topics of ${subject} into ${weeks} weekly study blocks` : null;
    }],
    ['start', ({ subject }) => `Book your date for ${subject} if it isn't booked yet`],
    ['build', ({ subject }) => `Study your weakest topic for ${subject} for 45 minutes`],
    ['build', ({ subject }) => `Make flashcards for the key terms of ${subject}`],
    ['build', ({ subject }) => `Do one timed practice paper for ${subject}`],
    ['build', ({ subject }) => `Explain one hard topic of ${subject} aloud in your own words`],
    ['finish', ({ subject }) => `Sit a full timed mock of ${subject}`],
    ['finish', () => 'Review every mistake from your last practice test'],
    ['finish', ({ subject }) => `Check the time, place and rules of ${subject}`],
    ['finish', ({ subject }) => `Pack your ID and what you need for ${subject} the night before`],
  ],
  secondary: true,
};

const FICTION = ['novel', 'novella', 'story', 'short story', 'fiction', 'screenplay', 'fantasy', 'fanfic'];
const LONG_FORMS = ['novel', 'novella', 'book', 'thesis', 'dissertation', 'memoir', 'manuscript', 'screenplay'];

/** The part a long piece is revised in: a novel has chapters, an essay has sections. */
const partOf = ({ reading }: StepInput) => (firstMentioned(reading.titleText, LONG_FORMS) ? 'chapter' : 'section');
const isFiction = ({ reading }: StepInput) => firstMentioned(`${reading.titleText}${reading.descriptionText}`, FICTION) !== undefined;

/** Writing anything from a blog post to a novel. */
export const writingKind: GoalKind = {
  id: 'writing',
  keywords: [
    'novel', 'novella', 'book', 'story', 'short story', 'blog', 'article', 'essay', 'thesis', 'dissertation', 'memoir',
    'poem', 'poetry', 'screenplay', 'manuscript', 'newsletter', 'paper', 'fiction', 'chapter',
  ],
  verbs: ['write', 'draft', 'finish', 'complete', 'publish', 'edit', 'start'],
  claims: (reading) => reading.verb === 'write' || reading.verb === 'draft',
  // "Write 50,000 words in November" names a count, not a piece: the steps then speak of "your draft".
  subject: (reading) => (/^\d/.test(reading.object.trim()) ? 'your draft' : objectSubject(reading, 'your draft')),
  steps: [
    ['start', ({ subject }) => `Write a one-paragraph summary of ${subject}`],
    ['start', (input) =>
      isFiction(input)
        ? `Sketch the main character of ${input.subject}: want, flaw, fear`
        : `List the three key points ${input.subject} must make`],
    ['start', (input) => `Outline ${input.subject} ${partOf(input)} by ${partOf(input)}`],
    ['start', ({ subject, reading, timing }) => {
      const target = reading.quantity && /^words?$/.test(reading.quantity.unit) ? reading.quantity.value : null;
      // A count written every day ("500 words every morning") is already a pace.
      if (target && reading.recurring) return `Set a fixed time each day to write ${formatNumber(target)} words`;
      if (target && timing.daysLeft >= 7) {
        // Rounded up to a tidy figure, so the pace kept to the end reaches the count.
        const perDay = Math.ceil(target / timing.daysLeft / 50) * 50;
        return `Write ${formatNumber(perDay)} words a day to reach ${formatNumber(target)} by ${timing.deadlineText}`;
      }
      return `Set a daily writing slot for ${subject} and protect it`;
    }],
    ['build', ({ subject }) => `Write 500 words of ${subject} in one sitting`],
    ['build', (input) => (isFiction(input) ? `Draft the opening scene of ${input.subject}` : `Draft the introduction of ${input.subject}`)],
    ['build', ({ subject }) => `Reread yesterday's pages of ${subject} and note one fix`],
    ['build', ({ subject }) => `Research one detail ${subject} needs and note the source`],
    ['finish', (input) => `Revise one ${partOf(input)} of ${input.subject} for clarity`],
    ['finish', ({ subject }) => `Send the draft of ${subject} to two readers for feedback`],
    ['finish', ({ subject }) => `Read the ending of ${subject} aloud and fix what jars`],
    ['finish', ({ subject }) => `Proofread ${subject} once more before sharing it`],
  ],
};

const bookCount = (reading: GoalReading) =>
  reading.quantity && /^books?$/.test(reading.quantity.unit) ? reading.quantity.value : null;

/** Reading more, or a set number of books. */
export const readingKind: GoalKind = {
  id: 'reading',
  keywords: ['book', 'novel', 'reading', 'pages', 'audiobook', 'library', 'classics', 'reading list', 'literature', 'kindle'],
  verbs: ['read', 'finish', 'listen'],
  claims: (reading) => reading.verb === 'read',
  subject: (reading) => {
    const books = bookCount(reading);
    return books ? `your ${formatNumber(books)} books` : 'your reading list';
  },
  steps: [
    ['start', ({ reading, subject }) =>
      bookCount(reading) ? `Choose the first three of ${subject}` : `Choose the next three books for ${subject}`],
    ['start', () => 'Put a book by your bed and read 10 pages tonight'],
    ['start', () => 'Set a daily 20-minute reading slot, same time each day'],
    ['start', ({ reading, timing }) => {
      const books = bookCount(reading);
      const months = monthsLeft(timing);
      if (!books || months < 1) return null;
      // Rounded up, so the pace kept to the end reads every book by the deadline.
      const perMonth = Math.max(1, Math.ceil(books / months));
      return `Aim for ${perMonth} ${perMonth === 1 ? 'book' : 'books'} a month to finish all ${formatNumber(books)} by ${timing.deadlineText}`;
    }],
    ['build', () => 'Read 20 pages of your current book today'],
    ['build', () => 'Write three lines on what you took from the last book you read'],
    ['build', () => 'Borrow or buy the next book on your list'],
    ['build', () => 'Swap 20 minutes of scrolling for reading a book today'],
    ['finish', () => 'Count the books left and give each one a week'],
    ['finish', () => 'Finish the book you are reading this week'],
  ],
};

interface Skill {
  name: string;
  /** What one practice piece of the skill is called: a chord, a recipe, an opening. */
  unit: string;
}

const SKILLS: Record<string, Skill> = {
  guitar: { name: 'guitar', unit: 'chord' },
  piano: { name: 'piano', unit: 'scale' },
  ukulele: { name: 'ukulele', unit: 'chord' },
  violin: { name: 'violin', unit: 'scale' },
  cello: { name: 'cello', unit: 'scale' },
  drums: { name: 'drums', unit: 'rhythm' },
  bass: { name: 'bass', unit: 'riff' },
  saxophone: { name: 'saxophone', unit: 'scale' },
  flute: { name: 'flute', unit: 'scale' },
  trumpet: { name: 'trumpet', unit: 'scale' },
  singing: { name: 'singing', unit: 'song' },
  drawing: { name: 'drawing', unit: 'sketch' },
  sketching: { name: 'sketching', unit: 'sketch' },
  painting: { name: 'painting', unit: 'study' },
  photography: { name: 'photography', unit: 'shot' },
  cooking: { name: 'cooking', unit: 'recipe' },
  baking: { name: 'baking', unit: 'recipe' },
  chess: { name: 'chess', unit: 'opening' },
  knitting: { name: 'knitting', unit: 'stitch' },
  sewing: { name: 'sewing', unit: 'stitch' },
  crochet: { name: 'crochet', unit: 'stitch' },
  dancing: { name: 'dancing', unit: 'move' },
  salsa: { name: 'salsa', unit: 'move' },
  calligraphy: { name: 'calligraphy', unit: 'letterform' },
  pottery: { name: 'pottery', unit: 'piece' },
  woodworking: { name: 'woodworking', unit: 'joint' },
  juggling: { name: 'juggling', unit: 'trick' },
  swimming: { name: 'swimming', unit: 'drill' },
  coding: { name: 'coding', unit: 'exercise' },
  programming: { name: 'programming', unit: 'exercise' },
  python: { name: 'Python', unit: 'exercise' },
  javascript: { name: 'JavaScript', unit: 'exercise' },
  typescript: { name: 'TypeScript', unit: 'exercise' },
  rust: { name: 'Rust', unit: 'exercise' },
  sql: { name: 'SQL', unit: 'query' },
  excel: { name: 'Excel', unit: 'formula' },
  'public speaking': { name: 'public speaking', unit: 'talk' },
  'video editing': { name: 'video editing', unit: 'edit' },
  design: { name: 'design', unit: 'exercise' },
  typing: { name: 'typing', unit: 'drill' },
};
/** Other words for a skill: "Become a better cook" is about cooking. */
const SKILL_ALIASES: Record<string, string> = { cook: 'cooking', baker: 'baking', singer: 'singing', dancer: 'dancing', photographer: 'photography', coder: 'coding', programmer: 'programming', pianist: 'piano', guitarist: 'guitar', drummer: 'drums' };
const SKILL_KEYS = [...Object.keys(SKILLS), ...Object.keys(SKILL_ALIASES)];

function skillOf(reading: GoalReading): Skill {
  const key = firstMentioned(reading.titleText, SKILL_KEYS) ?? firstMentioned(reading.descriptionText, SKILL_KEYS);
  if (key) return SKILLS[SKILL_ALIASES[key] ?? key] ?? { name: key, unit: 'exercise' };
  const name = reading.activity ?? reading.object.replace(/^(?:more\s+)?(?:about|the basics of)\s+/i, '');
  return { name: name || 'the skill', unit: 'exercise' };
}

/** An instrument, a craft, a sport's technique or a programming language. */
export const skillKind: GoalKind = {
  id: 'skill',
  keywords: [...SKILL_KEYS, 'instrument', 'chords', 'dance'],
  verbs: ['learn', 'practise', 'practice', 'master', 'improve', 'play', 'get'],
  claims: (reading) => ['learn', 'master', 'practise', 'practice'].includes(reading.verb ?? ''),
  subject: (reading) => skillOf(reading).name,
  steps: [
    ['start', ({ subject }) => `Choose a beginner ${subject} course and finish its first lesson`],
    ['start', ({ subject }) => `Set a fixed daily time for ${subject} practice`],
    ['start', ({ subject }) => `Find ${withArticle(subject)} teacher or group who can give you feedback`],
    ['build', ({ subject }) => `Practise ${subject} for 20 focused minutes today`],
    ['build', ({ subject, reading }) => {
      const unit = skillOf(reading).unit;
      return unit === 'exercise'
        ? `Do one ${subject} exercise, then redo it from memory`
        : `Learn one new ${subject} ${unit} and repeat it until it feels easy`;
    }],
    ['build', ({ subject }) => `Record yourself practising ${subject} and note one thing to fix`],
    ['build', ({ subject }) => `Ask someone better at ${subject} to watch and give one tip`],
    ['finish', ({ subject }) => `Share one ${subject} result you're proud of with a friend`],
    ['finish', ({ subject }) => `Compare your ${subject} today with your first attempt`],
    ['finish', ({ subject }) => `Pick the next ${subject} challenge, one step harder`],
  ],
};
