import { useTranslation } from 'react-i18next';
import type { ShownPerson } from '../network-model';

const PENCIL = 'M11.3 1.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4L6 13.4 2 14l.6-4z';
const NOTICE =
  'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 2a1 1 0 0 1 1 1v4a1 1 0 0 1-2 0V4a1 1 0 0 1 1-1m0 8a1 1 0 1 1 0 2 1 1 0 0 1 0-2';

/** A mark in words beside its icon. */
function Marker({ icon, text, tone }: { icon: string; text: string; tone: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 text-sm ${tone}`}>
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 fill-current">
        <path d={icon} />
      </svg>
      {text}
    </span>
  );
}

/** A person's marks in words beside an icon (never colour alone): a reflection, not saved yet. */
export function PersonMarkers({ person }: { person: ShownPerson }) {
  const { t } = useTranslation('social-network');
  return (
    <>
      {person.hasReflection ? (
        <Marker icon={PENCIL} text={t('list.reflection')} tone="bg-oasis-50 text-oasis-900" />
      ) : null}
      {person.saved ? null : (
        <Marker icon={NOTICE} text={t('list.notSaved')} tone="bg-stone-100 text-stone-800" />
      )}
    </>
  );
}
