/** The id of the profile's App lock section, for links that lead straight to it (`/profile#…`). */
export const APP_LOCK_SECTION = 'app-lock';

/** The id of the profile's section for installing under a plain name and icon. */
export const DISGUISE_SECTION = 'disguise';
