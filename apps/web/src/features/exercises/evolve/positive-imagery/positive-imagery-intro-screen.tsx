import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { CareIntro } from '@/components/care-intro';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { EXERCISE_PATH } from './components/review-step';
import { GALLERY, PICTURE_HEIGHT, PICTURE_WIDTH, pictureSrc } from './gallery';

/**
 * /exercises/evolve/positive-imagery/: what the exercise is, permission to stop, what to do if a
 * picture brings up something painful, a tip for doing it with someone else, and the way in.
 */
export function PositiveImageryIntroScreen() {
  const { t } = useTranslation('positive-imagery');
  const context = useAddressForm();
  const [first] = GALLERY;
  return (
    <Page>
      <Card gap={4}>
        <img
          src={pictureSrc(first)}
          alt={t(`gallery.${first}.alt`)}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          className="w-40 rounded-xl"
        />
        <p className="text-lg text-stone-800">{t('intro.text', { context })}</p>
        <CareIntro
          stopSaid
          uneasy={t('intro.distress', { context })}
          together={t('intro.together', { context })}
        >
          <p>{t('intro.stop')}</p>
        </CareIntro>
        <p className="text-stone-700">{t('intro.private')}</p>
        <div>
          <Link to={EXERCISE_PATH} className={buttonClass('primary')}>
            {t('intro.start')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
