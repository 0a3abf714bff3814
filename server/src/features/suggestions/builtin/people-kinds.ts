import { firstMentioned, type GoalKind, type StepInput } from './goal-kinds';
import { asYours, definite, fitPhrase } from './grammar';
import type { GoalReading } from './read-goal';
import { lowerFirst, objectSubject } from './step-helpers';

/** The people a relationship goal is about, as the goal may name them. */
const PEOPLE = [
  'parents', 'mum', 'mom', 'dad', 'mother', 'father', 'grandma', 'grandpa', 'granny', 'grandparents', 'grandmother', 'grandfather',
  'kids', 'children', 'daughter', 'son', 'baby', 'partner', 'wife', 'husband', 'girlfriend', 'boyfriend', 'spouse',
  'friends', 'friend', 'family', 'brother', 'sister', 'siblings', 'cousin', 'aunt', 'uncle', 'neighbours', 'neighbors', 'colleagues',
];
/** Names for people that take no "your": "grandma", "Mum". */
const BARE = new Set(['mum', 'mom', 'dad', 'grandma', 'grandpa', 'granny']);

function personOf(reading: GoalReading): string | null {
  const text = `${reading.titleText}${reading.descriptionText}`;
  if (/ (?:patient|better|calmer) parent /.test(text)) return 'your kids';
  const found = firstMentioned(text, PEOPLE);
  if (!found) return null;
  if (BARE.has(found)) return found === 'mum' || found === 'mom' || found === 'dad' ? found.charAt(0).toUpperCase() + found.slice(1) : found;
  const old = / old friends? /.test(text) ? 'old ' : '';
  return `your ${old}${found}`;
}

const EVENTS = ['party', 'birthday', 'anniversary', 'reunion', 'wedding', 'dinner party', 'date night', 'celebration', 'baby shower', 'barbecue', 'bbq', 'housewarming', 'christening', 'graduation party', 'engagement'];

function eventOf(reading: GoalReading): string | null {
  const text = `${reading.titleText}${reading.descriptionText}`;
  const found = firstMentioned(text, EVENTS);
  if (!found) return null;
  if (reading.verb === 'get' && / married /.test(text)) return 'the wedding';
  const object = fitPhrase(asYours(lowerFirst(reading.object)), 34);
  if (object && new RegExp(`\\b${found}\\b`, 'i').test(object)) return definite(object.replace(/\s+every\s+\w+$/i, ''));
  return `the ${found}`;
}

/** Young children, for whom a message or a phone call is not the way to spend time. */
const YOUNG = /^your (?:kids|children|daughter|son|baby)$/;
const NEW_FRIENDS = / new friends? /;

/** The steps for one kind of person: friends to make, young children, or anyone else. */
function relationshipSteps(person: string, reading: GoalReading): string[] {
  if (NEW_FRIENDS.test(reading.titleText)) {
    return [
      'Join one club, class or group that meets every week',
      'Say yes to the next invitation you get',
      'Invite one person you have met for a coffee this week',
      'Ask a friend to introduce you to someone they like',
      'Suggest a regular meet-up to the people you like most',
    ];
  }
  if (person === 'your baby') {
    return [
      'Write a checklist of what you need before the baby arrives',
      'Pack the hospital bag and put it by the door',
      'Set up a safe place for the baby to sleep',
      'Ask family and friends who can help in the first weeks',
      'Cook and freeze meals for the first two weeks',
    ];
  }
  if (YOUNG.test(person)) {
    return [
      `Plan one activity with ${person} for this weekend`,
      `Ask ${person} about the best part of their day at dinner`,
      `Put your phone away for the first hour with ${person} after school`,
      `Write down three things you appreciate about ${person}`,
      `Let ${person} choose what you do together once this week`,
    ];
  }
  return [
    `Put a regular time with ${person} in your calendar`,
    `Send ${person} a message today to say hello`,
    `Plan one thing you and ${person} will both enjoy this week`,
    `Ask ${person} about one thing that matters to them right now`,
    / communicat|listen|patient/.test(reading.titleText)
      ? `Listen to ${person} for five minutes without giving advice`
      : `Add the birthdays and big days of ${person} to your calendar`,
  ];
}

const relationshipStep = (index: number) => (input: StepInput) => {
  const person = personOf(input.reading);
  return person ? (relationshipSteps(person, input.reading)[index] ?? null) : null;
};

/** Parents, children, partners, friends: time and attention for the people who matter. */
export const relationshipKind: GoalKind = {
  id: 'relationships',
  keywords: [...PEOPLE, 'relationship', 'communication', 'quality time', 'reconnect', 'patient parent'],
  verbs: ['call', 'visit', 'spend', 'reconnect', 'see', 'help', 'make', 'be', 'improve', 'write', 'support', 'listen', 'prepare'],
  claims: (reading) => personOf(reading) !== null && eventOf(reading) === null,
  subject: (reading) => personOf(reading) ?? 'the people you love',
  steps: [
    ['start', relationshipStep(0)],
    ['start', relationshipStep(1)],
    ['build', relationshipStep(2)],
    ['build', relationshipStep(3)],
    ['build', relationshipStep(4)],
    ['finish', (input) => {
      const person = personOf(input.reading);
      return person && person !== 'your baby' && !NEW_FRIENDS.test(input.reading.titleText) ? `Ask ${person} how the last few weeks have felt for them` : null;
    }],
    ['finish', () => 'Note what brought you closer this month and plan more of it'],
  ],
};


const EVENT_VERBS = ['plan', 'host', 'organise', 'organize', 'throw', 'celebrate', 'get', 'book', 'arrange', 'have', 'prepare'];

/** Parties, anniversaries, reunions, weddings and date nights. */
export const eventKind: GoalKind = {
  id: 'event',
  keywords: [...EVENTS, 'married', 'venue', 'invitations', 'guest list'],
  verbs: EVENT_VERBS,
  // "Lose 10 kg before the wedding" is about the weight, not the wedding.
  claims: (reading) => eventOf(reading) !== null && (reading.verb === null || EVENT_VERBS.includes(reading.verb)),
  subject: (reading) => eventOf(reading) ?? 'the event',
  steps: [
    ['start', ({ subject }) => `Set a date and a budget for ${subject}`],
    ['start', ({ subject }) => (subject.includes('date night') ? 'Pick three date ideas you have never tried' : `Write the guest list for ${subject}`)],
    ['start', ({ subject }) => (subject.includes('date night') ? 'Book a babysitter or a table for your next date night' : `Book the place for ${subject}`)],
    ['build', ({ subject }) => (subject.includes('date night') ? null : `Send the invitations for ${subject} at least three weeks ahead`)],
    ['build', ({ subject }) => `Plan the food and drinks for ${subject}`],
    ['build', ({ subject }) => (subject.includes('wedding') ? 'Shortlist three photographers and ask for their prices' : `Ask one or two friends to help with ${subject}`)],
    ['finish', ({ subject }) => `Confirm every booking for ${subject} a week before`],
    ['finish', ({ subject }) => `Write a checklist for the day of ${subject}`],
  ],
};

const PETS = ['dog', 'puppy', 'cat', 'kitten', 'rabbit', 'hamster', 'pet', 'parrot', 'horse'];
const petOf = (reading: GoalReading) => firstMentioned(`${reading.titleText}${reading.descriptionText}`, PETS) ?? null;

/** Adopting, caring for and training a pet. */
export const petKind: GoalKind = {
  id: 'pet',
  keywords: [...PETS, 'rescue centre', 'shelter', 'vet'],
  verbs: ['adopt', 'get', 'train', 'walk', 'buy', 'find'],
  claims: (reading) => petOf(reading) !== null,
  subject: (reading) => `the ${petOf(reading) ?? 'pet'}`,
  steps: [
    ['start', ({ reading, subject }) =>
      reading.verb === 'train' ? `Choose one command to teach ${subject} this week` : `Visit two rescue centres near you and ask about ${subject === 'the pet' ? 'their animals' : 'adopting'}`],
    ['start', ({ subject }) => `Work out the monthly cost of food, insurance and vet care for ${subject}`],
    ['start', ({ subject }) => `Make your home safe before ${subject} arrives`],
    ['build', ({ subject }) => `Buy the basics for ${subject}: a bed, bowls and food`],
    ['build', ({ subject }) => `Book a first check-up with a vet for ${subject}`],
    ['build', ({ subject }) => `Practise one command with ${subject} for five minutes a day`],
    ['finish', ({ subject }) => `Write down a daily routine for ${subject} and share it at home`],
  ],
};

const MOODS: Record<string, readonly string[]> = {
  confidence: ['Do one small thing that scares you this week', 'Write down three things you did well this week', 'Speak first once in your next meeting or group chat'],
  calm: ['Try a five-minute breathing exercise when you feel tense', 'Take a 10-minute walk outside without your phone', 'Write down what is on your mind before bed'],
  purpose: ['Write down five moments when you felt most alive', 'List the five values that matter most to you', 'Talk with someone whose life you admire about how they chose it'],
  happiness: ['Write down three good things from today before bed', 'Plan one small thing to look forward to each day this week', 'Spend an hour this week with someone who lifts your mood'],
};

function moodOf(reading: GoalReading): keyof typeof MOODS | null {
  // The whole title: its verb may be the word that says it ("Stress less at work").
  const text = ` ${reading.title.toLowerCase()} ${reading.descriptionText}`;
  if (/ (?:confident|confidence|speak up|shy) /.test(text)) return 'confidence';
  if (/ (?:calm|calmer|stress|stressed|anxious|anxiety|relax|relaxed|burnout|patient) /.test(text)) return 'calm';
  if (/ (?:purpose|meaning|passion|calling) /.test(text)) return 'purpose';
  if (/ (?:happy|happier|happiness|joy|content|positive|grateful) /.test(text)) return 'happiness';
  return null;
}

/** Confidence, calm, purpose and happiness. */
export const wellbeingKind: GoalKind = {
  id: 'wellbeing',
  keywords: ['confident', 'confidence', 'calm', 'calmer', 'stress', 'anxiety', 'purpose', 'happier', 'happiness', 'relax', 'speak up', 'self-esteem'],
  verbs: ['be', 'feel', 'become', 'find', 'stress', 'reduce', 'speak', 'build'],
  claims: (reading) => moodOf(reading) !== null,
  subject: () => 'how you feel',
  steps: [
    ['start', ({ reading }) => MOODS[moodOf(reading) ?? 'happiness']![0]!],
    ['start', () => 'Note what gave you energy and what drained it this week'],
    ['build', ({ reading }) => MOODS[moodOf(reading) ?? 'happiness']![1]!],
    ['build', ({ reading }) => MOODS[moodOf(reading) ?? 'happiness']![2]!],
    ['build', () => 'Protect 30 minutes today for something that restores you'],
    ['finish', () => 'Talk to a friend or a professional about how you have been feeling'],
    ['finish', () => 'Look back on the month and keep the two habits that helped most'],
  ],
};

const ROUTINES: readonly [RegExp, readonly string[]][] = [
  [/ on time | late /, ['Set every clock and alarm you use ten minutes early', 'Lay out what you need for tomorrow the night before', 'Plan to arrive ten minutes early for your next appointment']],
  [/ morning person | wake up | early riser /, ['Set your alarm 15 minutes earlier this week', 'Put your alarm across the room tonight', 'Plan one thing you enjoy for the first hour of tomorrow']],
  [/ procrastinat|what i start| finish what /, ['Start the task you are avoiding with a 10-minute timer', 'Break your biggest open task into steps of 30 minutes or less', 'Tell someone what you will finish by Friday']],
  [/ organised | organized | inbox | email /, ['Write every open task in one list tonight', 'Plan tomorrow’s top three tasks before you stop work', 'Clear your inbox to zero by filing or deleting for 20 minutes']],
];
const routineOf = (reading: GoalReading) => ROUTINES.find(([pattern]) => pattern.test(` ${reading.title.toLowerCase()} `))?.[1] ?? null;

/** Getting organised, being on time, mornings, procrastination. */
export const productivityKind: GoalKind = {
  id: 'productivity',
  keywords: ['organised', 'organized', 'procrastinating', 'procrastination', 'on time', 'morning person', 'inbox', 'productive', 'productivity', 'focus'],
  verbs: ['get', 'stop', 'be', 'become', 'clear', 'finish', 'wake'],
  claims: (reading) => routineOf(reading) !== null,
  subject: () => 'your days',
  steps: [
    ['start', ({ reading }) => routineOf(reading)?.[0] ?? null],
    ['start', () => 'Write down what got in the way last week'],
    ['build', ({ reading }) => routineOf(reading)?.[1] ?? null],
    ['build', ({ reading }) => routineOf(reading)?.[2] ?? null],
    ['build', () => 'Block one hour in your calendar for your most important task'],
    ['finish', () => 'Review the week on Friday and note what worked'],
  ],
};

/** Volunteering, giving blood, standing for office. */
export const communityKind: GoalKind = {
  id: 'community',
  keywords: ['volunteer', 'volunteering', 'charity', 'food bank', 'donate blood', 'blood', 'council', 'community', 'neighbourhood'],
  verbs: ['volunteer', 'donate', 'help', 'run', 'join', 'give', 'support', 'stand'],
  claims: (reading) => ['volunteer', 'donate'].includes(reading.verb ?? '') || / council /.test(reading.titleText),
  subject: (reading) => objectSubject(reading, 'your community'),
  steps: [
    ['start', ({ reading }) =>
      / blood /.test(reading.titleText) ? 'Check that you can give blood and book an appointment' : 'Find three organisations near you that need help'],
    ['start', ({ reading }) =>
      / council /.test(reading.titleText) ? 'Find out how to stand and the date nominations close' : 'Ask one of them what help they need most'],
    ['build', ({ reading }) =>
      / council /.test(reading.titleText) ? 'Write down three local issues you want to change' : 'Book your first session and put it in your calendar'],
    ['build', () => 'Ask a friend to join you for the first time'],
    ['finish', () => 'Decide how often you can keep helping, and tell them'],
  ],
};
