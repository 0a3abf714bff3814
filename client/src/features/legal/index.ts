// The links to the legal pages, for pages outside the signed-in shell.
export { LegalLinks } from './legal-links';
