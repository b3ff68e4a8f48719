import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CompletionCard, HUB_PATH } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { usePauseMenu } from '@/exercise-kit/components/pause-menu';
import { ClosingStage } from './closing-stage';
import { useKeptPlace } from './kept-place';
import { PROMPT_COUNT } from './prompts';
import { SetupStage } from './setup-stage';
import { TalkStage } from './talk-stage';
import { useNames } from './use-names';

/**
 * /exercises/evolve/conversing-together/exercise: the setup (who is talking, names, timer), the
 * questions taken in turns (with the pause menu), the closing questions and reflection, and the
 * kit's completion card. The place is kept for a reload in this tab; the names only as drafts
 * in this tab, and they are forgotten on leaving or finishing.
 */
export function ConversingScreen() {
  const { t } = useTranslation('conversing-together');
  const navigate = useNavigate();
  const { place, update, restart, forget } = useKeptPlace();
  const names = useNames();
  const leave = () => {
    forget();
    names.forget();
  };
  const { paused, menu } = usePauseMenu({
    onRestart: restart,
    onExit: () => {
      leave();
      void navigate({ to: HUB_PATH });
    },
  });

  return (
    <Page>
      {place.stage === 'setup' ? (
        <SetupStage
          audience={place.audience}
          timer={place.timer}
          names={names.typed}
          onAudience={(audience) => update({ audience })}
          onTimer={(timer) => update({ timer })}
          onName={(which, name) => names.set[which](name)}
          onStart={() => update({ stage: 'talk', index: 0 })}
        />
      ) : null}
      {place.stage === 'talk' ? (
        <TalkStage
          audience={place.audience}
          index={place.index}
          names={names.shown}
          timer={place.timer}
          paused={paused}
          menu={menu}
          onAdvance={() =>
            update(
              place.index >= PROMPT_COUNT - 1
                ? { stage: 'closing', index: 0 }
                : { index: place.index + 1 },
            )
          }
        />
      ) : null}
      {place.stage === 'closing' ? (
        <ClosingStage onContinue={() => update({ stage: 'done' })} />
      ) : null}
      {place.stage === 'done' ? (
        <CompletionCard
          exercise={exerciseById('conversingTogether').slug}
          recordsDone
          message={t('completion.message')}
          onRepeat={restart}
          onFinish={leave}
        />
      ) : null}
    </Page>
  );
}
