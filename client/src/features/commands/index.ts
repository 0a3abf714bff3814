export { CommandHost } from './command-host';
