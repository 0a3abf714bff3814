/** How many tasks of the Expired tab are read at first, and how many more each "Show more" reads. */
export const EXPIRED_PAGE_SIZE = 50;

/** How many tasks of the Completed tab are read at first, and how many more each "Show more" reads. */
export const COMPLETED_PAGE_SIZE = 50;
