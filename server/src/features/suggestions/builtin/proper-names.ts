/** Names that keep their capital letter wherever they stand in a sentence. */

export const LANGUAGES = [
  'Arabic', 'Bengali', 'Cantonese', 'Catalan', 'Chinese', 'Czech', 'Danish', 'Dutch', 'English', 'Esperanto',
  'Farsi', 'Finnish', 'French', 'German', 'Greek', 'Hebrew', 'Hindi', 'Hungarian', 'Icelandic', 'Indonesian',
  'Irish', 'Italian', 'Japanese', 'Korean', 'Latin', 'Malay', 'Mandarin', 'Norwegian', 'Persian', 'Polish',
  'Portuguese', 'Punjabi', 'Romanian', 'Russian', 'Serbian', 'Spanish', 'Swahili', 'Swedish', 'Tagalog', 'Tamil',
  'Thai', 'Turkish', 'Ukrainian', 'Urdu', 'Vietnamese', 'Welsh',
] as const;

/** Countries, regions and cities people often plan trips to; a capitalised word after "to" counts too. */
export const PLACES = [
  'Africa', 'America', 'Amsterdam', 'Argentina', 'Asia', 'Australia', 'Austria', 'Bali', 'Barcelona', 'Berlin',
  'Brazil', 'Canada', 'Chile', 'China', 'Colombia', 'Croatia', 'Cuba', 'Denmark', 'Egypt', 'England', 'Europe',
  'Finland', 'France', 'Germany', 'Greece', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Israel', 'Italy',
  'Japan', 'Kenya', 'Korea', 'Lisbon', 'London', 'Madrid', 'Mexico', 'Morocco', 'Nepal', 'Norway', 'Paris',
  'Peru', 'Portugal', 'Rome', 'Scotland', 'Spain', 'Sweden', 'Switzerland', 'Thailand', 'Tokyo', 'Turkey',
  'Vietnam',
] as const;

const MONTHS_AND_DAYS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
];

const PROPER = new Set<string>([...LANGUAGES, ...PLACES, ...MONTHS_AND_DAYS].map((name) => name.toLowerCase()));

export const isProperName = (word: string) => PROPER.has(word.toLowerCase());
