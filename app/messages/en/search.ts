/** Text of the site search's results page (`/search`); the header's search box is in the shell's part of the catalogue. */
export const searchMessages = {
  "search.title": "Search",
  "search.description": "Search the pages, news, notices and documents of the college website.",
  "search.empty": "Type a word or two to search the pages, news, notices and documents of the site.",
  "search.noWords": "Your search has no letters or numbers to look for. Type a word, for example “fees”.",
  "search.tooLong": "Your search is too long: use at most {max} characters.",
  "search.tooMany": "Too many searches from your connection. Please wait {minutes} minutes and try again.",
  "search.noResults": "Nothing was found for “{query}”. Try another word, or fewer words.",
  "search.resultsFor": "Results for “{query}”",
  "search.pageNumber": "Page {page}",
  "search.pages": "Result pages",
  "search.previous": "Previous results",
  "search.next": "Next results",
  "search.kind.page": "Page",
  "search.kind.news": "News",
  "search.kind.notice": "Notice",
  "search.kind.document": "Document",
} as const;
