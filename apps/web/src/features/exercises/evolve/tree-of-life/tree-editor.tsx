import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PauseMenu, usePauseMenu } from '@/exercise-kit/components/pause-menu';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { AreaLists } from './area-lists';
import { DeleteEntryDialog, EntryFormDialog } from './entry-dialogs';
import { SaveTree } from './save-tree';
import { TreeDrawing } from './tree-drawing';
import { useEntryEditing } from './use-entry-editing';
import type { Tree } from './use-tree';

interface TreeEditorProps {
  tree: Tree;
  onSummary: () => void;
  /** Confirmed in the pause menu. */
  onRestart: () => void;
  onExit: () => void;
}

/**
 * Editing the tree (spec §2): the drawing, where a click or tap inside an area adds to it; each
 * area's entries with Change and Delete (after a confirmation) and its own add button for the
 * keyboard; keeping the tree; the summary; and the kit's pause menu.
 */
export function TreeEditor({ tree, onSummary, onRestart, onExit }: TreeEditorProps) {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  const editing = useEntryEditing(tree);
  const { menu } = usePauseMenu({ onRestart, onExit });
  const busy = tree.isPending || tree.isError;

  return (
    <Card aria-labelledby="tree-editing-heading" gap={4}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="tree-editing-heading"
          tabIndex={-1}
          className="text-xl font-semibold text-oasis-900 outline-none"
        >
          {t('tree.heading')}
        </h2>
        <PauseMenu {...menu} />
      </div>
      <p className="text-stone-800">{t('tree.hint', { context })}</p>
      {tree.isPending ? (
        <p role="status" className="text-stone-700">
          {t('tree.loading')}
        </p>
      ) : null}
      {tree.isError ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="font-semibold text-red-800">
            {t('tree.loadError')}
          </p>
          <div>
            <Button variant="secondary" onClick={tree.retry}>
              {t('tree.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      <TreeDrawing entries={tree.entries} onChoose={editing.openAdd} disabled={busy} />
      <SaveStatus note={editing.announcement} className="min-h-6 font-semibold text-oasis-900" />
      <AreaLists
        entries={tree.entries}
        actions={{
          disabled: busy,
          showUnsaved: tree.signedIn,
          onAdd: editing.openAdd,
          onChange: editing.openChange,
          onDelete: editing.openDelete,
        }}
      />
      <SaveTree tree={tree} onSaved={editing.announce} />
      <div>
        <Button variant="secondary" onClick={onSummary} disabled={tree.isPending}>
          {t('tree.summary')}
        </Button>
      </div>
      <EntryFormDialog {...editing.formProps} />
      <DeleteEntryDialog {...editing.deleteProps} />
    </Card>
  );
}
