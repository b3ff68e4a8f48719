import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { DownloadNote } from '@/components/download-note';
import { downloadText } from '@/lib/platform/download';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { CALENDAR_FILE_NAME, buildDiaryCalendar, firstSessionStart } from './calendar';
import { useDiary } from './use-diary';
import { entriesPerWeek } from './weeks';

/** The four suggested weeks with the entries made in each (for an account). */
function FourWeeks() {
  const { t } = useTranslation('diary-adults');
  const diary = useDiary();
  if (!diary.signedIn || diary.isPending) return null;
  const counts = entriesPerWeek(
    diary.entries.map((entry) => entry.createdAt),
    new Date(),
  );
  return (
    <Card aria-labelledby="diary-weeks" gap={3}>
      <h2 id="diary-weeks" className="text-xl font-semibold text-oasis-900">
        {t('index.weeks.heading')}
      </h2>
      <p className="text-stone-700">{t('index.weeks.hint')}</p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map((count, index) => (
          <li
            // The four weeks never move, so their place is their identity.
            key={index}
            className={`flex flex-col rounded-xl border p-3 ${count > 0 ? 'border-oasis-700 bg-oasis-50' : 'border-stone-300'}`}
          >
            <span className="font-semibold text-oasis-900">
              {t('index.weeks.week', { number: index + 1 })}
            </span>
            <span className="text-stone-800">
              {count > 0 ? t('index.weeks.entries', { count }) : t('index.weeks.none')}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * /exercises/evolve/diary-adults/: what the diary is, the suggested practice (spec §9: 15 minutes
 * once a week for four weeks), the four sessions as a calendar file made on the device, and the
 * four weeks with the entries made.
 */
export function DiaryIndexScreen() {
  const { t } = useTranslation('diary-adults');
  const context = useAddressForm();

  const downloadCalendar = () => {
    const now = new Date();
    const calendar = buildDiaryCalendar({
      start: firstSessionStart(now),
      now,
      title: t('index.calendar.eventTitle'),
      description: t('index.calendar.eventText'),
      uid: crypto.randomUUID(),
    });
    downloadText(CALENDAR_FILE_NAME, calendar, 'text/calendar');
  };

  return (
    <div className="flex flex-col gap-4">
      <Card gap={3}>
        <p className="text-stone-800">{t('index.intro')}</p>
        <p className="text-stone-800">{t('index.practice', { context })}</p>
        <p className="text-stone-800">{t('index.care', { context })}</p>
        <EmergencySentence className="rounded-xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800" />
        <p className="text-stone-700">{t('index.private')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/exercises/evolve/diary-adults/exercise" className={buttonClass('primary')}>
            {t('index.write')}
          </Link>
          <Link
            to="/exercises/evolve/diary-adults/exercise-explanation"
            className={buttonClass('secondary')}
          >
            {t('index.explanation')}
          </Link>
          <Link to="/exercises/evolve/diary-adults/archive" className={buttonClass('quiet')}>
            {t('index.archive')}
          </Link>
        </div>
      </Card>
      <Card gap={2}>
        <p id="diary-calendar-hint" className="text-stone-700">
          {t('index.calendar.hint')}
        </p>
        <div>
          <Button
            variant="secondary"
            aria-describedby="diary-calendar-hint"
            onClick={downloadCalendar}
          >
            {t('index.calendar.button')}
          </Button>
        </div>
        <DownloadNote />
      </Card>
      {/* Last: an account's weeks come once its entries are read, and nothing below them moves. */}
      <FourWeeks />
    </div>
  );
}
