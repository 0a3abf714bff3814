// Who is signed in, and signing out. The sign-in page itself (auth-page.tsx) is the router's to load.
export { currentUserQuery, leaveForEndedSession, leaveWhenSessionEnds, sessionHasEnded, startAsVisitor, useCurrentUser } from './api/session';
export { useLogout } from './api/sign-in';
export { followAccountTheme } from './api/theme';
export { useSaveTheme } from './api/save-theme';
export { keepDataForOffline } from './api/offline-data';
