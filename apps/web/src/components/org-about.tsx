import { DEFAULT_LANGUAGE } from '@waha/shared/constants';
import { ORG_ABOUT_CLASSES as classes, orgAboutOf } from '@waha/shared/server-slots';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import { useServerSlotData } from '@/lib/platform/server-data';

/**
 * The organisation that runs this Waha (its configuration file): its name and how to reach it, in
 * the page's language, as plain text. Nothing when neither is configured. A server slot
 * (packages/shared/src/server-slots.ts): in the first paint of the prerendered screen, offline too.
 */
export function OrgAbout() {
  const { i18n } = useTranslation();
  const data = useServerSlotData();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { name, contact } = data
    ? orgAboutOf(data, language)
    : { name: undefined, contact: undefined };
  return (
    <div data-server-slot="org-about" className={classes.root}>
      {name === undefined ? null : <p className={classes.name}>{name}</p>}
      {contact === undefined ? null : <p className={classes.contact}>{contact}</p>}
    </div>
  );
}
