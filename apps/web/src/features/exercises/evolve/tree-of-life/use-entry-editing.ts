import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_NOTE, type SaveNote } from '@/exercise-kit/records/save-outcome';
import { MAX_ENTRIES, type Area } from './areas';
import { addButtonId, changeButtonId } from './area-lists';
import type { FormProblem } from './entry-dialogs';
import type { ShownEntry, Tree } from './use-tree';

type Form = { area: Area; entryId: string | null };
type FocusTarget = { id: string } | null;

/**
 * What adding, changing and deleting an entry needs: the open form and its words, the entry to
 * delete, what was done (said in a polite live region, with whether its save waits on this
 * device for the network) and where the focus goes afterwards: to
 * the entry's Change button after adding or changing it, to its area's add button after deleting.
 */
export function useEntryEditing(tree: Tree) {
  const { t } = useTranslation('tree-of-life');
  const [form, setForm] = useState<Form | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FormProblem>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ShownEntry | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [announcement, announce] = useState<SaveNote>(NO_NOTE);
  const focusTarget = useRef<FocusTarget>(null);
  const setFocusTarget = (target: FocusTarget) => {
    focusTarget.current = target;
  };

  // After each render: once the dialog has closed and the target is there, it takes the focus.
  useEffect(() => {
    if (!focusTarget.current || form || deleting) return;
    const element = document.getElementById(focusTarget.current.id);
    if (!element) return;
    element.focus();
    focusTarget.current = null;
  });

  const openAdd = (area: Area) => {
    setForm({ area, entryId: null });
    setText('');
    setProblem(null);
  };
  const openChange = (entry: ShownEntry) => {
    setForm({ area: entry.area, entryId: entry.id });
    setText(entry.text);
    setProblem(null);
  };
  const cancel = () => {
    if (form)
      setFocusTarget({ id: form.entryId ? changeButtonId(form.entryId) : addButtonId(form.area) });
    setForm(null);
    setProblem(null);
  };

  const submit = async () => {
    if (!form || saving) return;
    if (!text.trim()) {
      setProblem('empty');
      return;
    }
    if (!form.entryId && tree.entries.length >= MAX_ENTRIES) {
      setProblem('full');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      if (form.entryId) {
        const outcome = await tree.change(form.entryId, text);
        setFocusTarget({ id: changeButtonId(form.entryId) });
        announce({ text: t('announce.changed', { text: text.trim() }), outcome });
      } else {
        const { entry, outcome } = await tree.add(form.area, text);
        setFocusTarget({ id: changeButtonId(entry.id) });
        announce({ text: t(`areas.${form.area}.added`, { text: entry.text }), outcome });
      }
      setForm(null);
      setText('');
    } catch (error) {
      // The words stay in the box.
      setProblem({ failed: error });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await tree.remove(deleting.id);
    } catch {
      setDeleteFailed(true);
      return;
    }
    setFocusTarget({ id: addButtonId(deleting.area) });
    announce({ text: t(`areas.${deleting.area}.deleted`), outcome: null });
    setDeleting(null);
    setDeleteFailed(false);
  };

  return {
    openAdd,
    openChange,
    openDelete: (entry: ShownEntry) => {
      setDeleting(entry);
      setDeleteFailed(false);
    },
    announcement,
    announce,
    formProps: {
      area: form?.area ?? null,
      editing: form?.entryId != null,
      text,
      onText: (value: string) => {
        setText(value);
        if (problem === 'empty') setProblem(null);
      },
      problem,
      saving,
      onSubmit: () => void submit(),
      onCancel: cancel,
    },
    deleteProps: {
      text: deleting?.text ?? null,
      failed: deleteFailed,
      onConfirm: () => void confirmDelete(),
      onCancel: () => {
        if (deleting) setFocusTarget({ id: changeButtonId(deleting.id) });
        setDeleting(null);
      },
    },
  };
}
