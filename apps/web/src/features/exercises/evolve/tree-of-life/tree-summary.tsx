import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useAddressForm } from '../../../../lib/use-address-form';
import { AreaLists } from './area-lists';
import { SaveTree } from './save-tree';
import type { Tree } from './use-tree';

/** The summary (spec §2): every entry by area, the way back to the tree, and keeping it. */
export function TreeSummary({ tree, onBack }: { tree: Tree; onBack: () => void }) {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  return (
    <section
      aria-labelledby="tree-summary-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm"
    >
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
      <SaveTree tree={tree} onSaved={() => undefined} />
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('summary.back')}
        </Button>
      </div>
    </section>
  );
}
