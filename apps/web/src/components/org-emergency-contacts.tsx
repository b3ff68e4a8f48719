import { DEFAULT_LANGUAGE } from '@waha/shared/constants';
import {
  EMERGENCY_CONTACTS_CLASSES as classes,
  emergencyContactsOf,
  telHref,
} from '@waha/shared/server-slots';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import { useServerSlotData } from '@/lib/platform/server-data';

/**
 * The emergency contacts the organisation has verified (its configuration file), in the page's
 * language: who answers, the number to call, and when. Nothing when none are configured. A server
 * slot (packages/shared/src/server-slots.ts): the server writes the same list into the prerendered
 * screen, so it is there in the first paint and hydration finds what this renders.
 */
export function OrgEmergencyContacts() {
  const { t, i18n } = useTranslation('common');
  const data = useServerSlotData();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const contacts = data ? emergencyContactsOf(data, language) : [];
  return (
    <ul
      data-server-slot="emergency-contacts"
      aria-label={t('emergency.contacts')}
      className={classes.list}
    >
      {contacts.map(({ label, number, hours }, index) => (
        // The configuration's order is the list's; a number may appear twice with other hours.
        <li key={index} className={classes.item}>
          <p className={classes.label}>{label}</p>
          <p>
            <a href={telHref(number)} dir="ltr" className={classes.number}>
              {number}
            </a>
          </p>
          {hours === undefined ? null : <p className={classes.hours}>{hours}</p>}
        </li>
      ))}
    </ul>
  );
}
