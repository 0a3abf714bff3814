// The package ships no types of its own: the one call this project makes of it.
declare module 'indefinite' {
  interface IndefiniteOptions {
    articleOnly?: boolean;
    capitalize?: boolean;
    caseInsensitive?: boolean;
    numbers?: 'formal' | 'colloquial';
  }
  export default function indefinite(word: string | number, options?: IndefiniteOptions): string;
}
