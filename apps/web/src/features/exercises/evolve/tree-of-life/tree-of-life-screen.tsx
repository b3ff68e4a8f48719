import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CompletionCard, HUB_PATH } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useAddressForm } from '@/lib/session/use-address-form';
import { useKeptStage, type Stage } from './kept-tree';
import { TreeEditor } from './tree-editor';
import { TreeInstructions } from './tree-instructions';
import { TreeSummary } from './tree-summary';
import { useTree } from './use-tree';

/**
 * /exercises/evolve/tree-of-life/exercise: the instructions, the tree to edit, and the summary
 * with the kit's completion card (spec §2). The stage is kept for a reload in this tab; moving to
 * another stage puts the focus on its heading.
 */
export function TreeOfLifeScreen() {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  const navigate = useNavigate();
  const tree = useTree();
  const [stage, setStage] = useKeptStage();
  const shown = useRef<Stage>(stage);

  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    document.getElementById(`tree-${stage}-heading`)?.focus();
  }, [stage]);

  const restart = () => {
    tree.forgetTabEntries();
    setStage('instructions');
  };

  return (
    <Page>
      {stage === 'instructions' ? <TreeInstructions onStart={() => setStage('editing')} /> : null}
      {stage === 'editing' ? (
        <TreeEditor
          tree={tree}
          onSummary={() => setStage('summary')}
          onRestart={restart}
          onExit={() => {
            restart();
            void navigate({ to: HUB_PATH });
          }}
        />
      ) : null}
      {stage === 'summary' ? (
        <>
          <TreeSummary tree={tree} onBack={() => setStage('editing')} />
          <CompletionCard
            exercise={exerciseById('treeOfLife').slug}
            recordsDone
            message={t('summary.completion', { context })}
            focusOnShow={false}
            onRepeat={() => setStage('instructions')}
            onFinish={() => setStage('instructions')}
          />
        </>
      ) : null}
    </Page>
  );
}
