/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** True for the JSON API's URLs, which never fall back to the web app. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The staff inbox's API (`/api/staff/…`), which has its own session cookie and origin. */
export function isStaffApiPath(path: string): boolean {
  return path === '/api/staff' || path.startsWith('/api/staff/');
}

/** The staff inbox's pages and files (`/staff/…`), outside the people's app. */
export function isStaffPagePath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}
