import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFailure } from '@/components/save-failure';
import { SaveBar } from '@/exercise-kit/components/save-bar';
import type { SaveNote } from '@/exercise-kit/records/save-outcome';
import { useAddressForm } from '@/lib/session/use-address-form';
import { EXERCISE_PATH } from './areas';
import type { Tree } from './use-tree';

/**
 * Keeping the tree. A guest's entries live only in this tab: "Save my tree" asks them to register
 * or log in (spec §6), and the entries wait in the tab meanwhile. Back with an account, the same
 * button puts them in the account, encrypted. An account's own entries are saved as they are made.
 */
export function SaveTree({
  tree,
  onSaved,
}: {
  tree: Tree;
  /** Told what to say: "Your tree is saved" (or that it waits on this device). */
  onSaved: (note: SaveNote) => void;
}) {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (tree.signedIn && tree.unsaved === 0) {
    return <p className="text-stone-700">{t('save.account')}</p>;
  }
  if (!tree.signedIn && tree.entries.length === 0) {
    return <p className="text-stone-700">{t('save.guest', { context })}</p>;
  }

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const outcome = await tree.saveTabEntries();
      onSaved({ text: t('save.saved'), outcome, saysSaved: true });
    } catch (error) {
      setFailure(error ?? true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-oasis-200 bg-oasis-50 p-4">
      <p className="text-stone-800">
        {tree.signedIn ? t('save.pending', { count: tree.unsaved }) : t('save.guest', { context })}
      </p>
      <SaveFailure error={failure} fallback={t('save.error')} />
      <SaveBar
        signedIn={tree.signedIn}
        returnTo={EXERCISE_PATH}
        label={t('save.button')}
        onSave={() => void save()}
        busy={saving}
        busyLabel={t('form.saving')}
      />
    </div>
  );
}
