import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { NO_NOTE, type SaveNote } from '@/exercise-kit/records/save-outcome';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { AreaLists } from './area-lists';
import { SaveTree } from './save-tree';
import type { Tree } from './use-tree';

/** The summary (spec §2): every entry by area, the way back to the tree, and keeping it. */
export function TreeSummary({ tree, onBack }: { tree: Tree; onBack: () => void }) {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  const [saved, setSaved] = useState<SaveNote>(NO_NOTE);
  return (
    <Card aria-labelledby="tree-summary-heading" gap={4}>
      <h2
        id="tree-summary-heading"
        tabIndex={-1}
        className="text-xl font-semibold text-oasis-900 outline-none"
      >
        {t('summary.heading')}
      </h2>
      <p className="text-stone-800">{t('summary.text', { context })}</p>
      {tree.isPending ? (
        <p role="status" className="text-stone-700">
          {t('tree.loading')}
        </p>
      ) : (
        <AreaLists entries={tree.entries} />
      )}
      <div className="flex flex-col gap-2">
        <SaveTree tree={tree} onSaved={setSaved} />
        <SaveStatus note={saved} className="font-semibold text-oasis-900" />
      </div>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('summary.back')}
        </Button>
      </div>
    </Card>
  );
}
