/**
 * "Continue without registration": remembered on this device so the app does not keep asking.
 * It holds no personal data, only that the person chose to go on as a guest.
 */
const GUEST_KEY = 'waha.guest';

export function setGuest(guest: boolean): void {
  try {
    if (guest) localStorage.setItem(GUEST_KEY, '1');
    else localStorage.removeItem(GUEST_KEY);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}
