/** The query key of a person's progress (the progress page), renewed after a move into the account. */
export const PROGRESS_QUERY = 'progress';
