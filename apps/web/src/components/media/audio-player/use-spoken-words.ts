import { useEffect, useState, type RefObject } from 'react';
import { activeCueText } from '../video-player/use-captions';

/**
 * The sentence being spoken, from the `<track>` inside an `<audio>` element: the track is kept
 * 'hidden' (parsed, never drawn by the browser), and its active cue's text is returned as
 * playback moves. `captionsSrc` is the track's source, so a new file starts afresh.
 */
export function useSpokenWords(
  audio: RefObject<HTMLAudioElement | null>,
  captionsSrc: string | undefined,
): string {
  const [spoken, setSpoken] = useState({ src: captionsSrc, text: '' });

  useEffect(() => {
    const track = audio.current?.querySelector('track')?.track;
    if (!captionsSrc || !track) return;
    track.mode = 'hidden';
    const read = () => setSpoken({ src: captionsSrc, text: activeCueText(track) });
    track.addEventListener('cuechange', read);
    return () => track.removeEventListener('cuechange', read);
  }, [audio, captionsSrc]);

  return spoken.src === captionsSrc ? spoken.text : '';
}
