/** The person's own time zone (IANA name), which decides where their days begin. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
