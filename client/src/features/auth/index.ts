// Who is signed in, and signing out. The sign-in page itself (auth-page.tsx) is the router's to load.
export { currentUserQuery, leaveWhenSessionEnds, startAsVisitor, useCurrentUser, useLogout } from './api/session';
export { followAccountTheme, useSaveTheme } from './api/theme';
export { keepDataForOffline } from './api/offline-data';
