export { KeptNotesSender } from './kept-notes';
