/** Results per search request unless asked otherwise (the compare slots' ten), and the most allowed. */
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;
/** Suggestions under the header's search box. */
export const SUGGESTION_LIMIT = 6;
/** Results per /search page, as on the browse page. */
export const SEARCH_RESULTS_PER_PAGE = 24;
