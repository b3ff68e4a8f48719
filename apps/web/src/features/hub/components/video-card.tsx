import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/media/audio-player/format-time';
import { VideoFacade } from '@/components/media/video-player/video-facade';
import { isLanguage } from '@/lib/i18n/languages';
import { videosFor, type VideoName } from '@/lib/media/media-manifest';

export type HubVideo = Exclude<VideoName, 'guidedRelaxationIntro'>;

/**
 * One of the hub's videos in the interface language, with captions in that language: its poster
 * and a play button until someone asks for it, so the hub loads no player and no video on its own.
 */
export function VideoCard({ name }: { name: HubVideo }) {
  const { t, i18n } = useTranslation('hub');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const video = videosFor(language)[name];
  const title = t(`videos.${name}.title`);
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-oasis-900">{title}</h3>
      <p className="text-stone-700">
        {t(`videos.${name}.text`)}{' '}
        <span className="font-semibold whitespace-nowrap text-oasis-800">
          {formatTime(video.seconds)}
        </span>
      </p>
      <VideoFacade video={video} title={title} />
    </article>
  );
}
