import { deviceKey, removeItem, writeItem } from '../platform/device-storage';

/**
 * "Continue without registration": remembered on this device so the app does not keep asking.
 * It holds no personal data, only that the person chose to go on as a guest.
 */
const GUEST_KEY = deviceKey('waha.guest');

export function setGuest(guest: boolean): void {
  try {
    if (guest) writeItem(GUEST_KEY, '1');
    else removeItem(GUEST_KEY);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}
