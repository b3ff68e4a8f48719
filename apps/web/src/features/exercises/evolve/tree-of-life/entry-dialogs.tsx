import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SaveFailure } from '@/components/save-failure';
import { Form } from '@/components/form';
import { ENTRY_MAX_LENGTH, MAX_ENTRIES, type Area } from './areas';

export type FormProblem = null | 'empty' | 'full' | { failed: unknown };

interface EntryFormDialogProps {
  /** The area written to; null: the dialog is closed. */
  area: Area | null;
  /** Changing an entry rather than adding one. */
  editing: boolean;
  text: string;
  onText: (text: string) => void;
  problem: FormProblem;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The small form that adds or changes an entry: its words (a label, a hint, the length limit), Add
 * or Save changes, and Cancel. Empty words are refused with the diary's message; a failed save
 * keeps the words in the box and says so.
 */
export function EntryFormDialog(props: EntryFormDialogProps) {
  const { area, editing, text, onText, problem, saving, onSubmit, onCancel } = props;
  const { t } = useTranslation('tree-of-life');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const message =
    problem === 'empty'
      ? t('form.empty')
      : problem === 'full'
        ? t('form.full', { max: MAX_ENTRIES })
        : null;
  return (
    <Modal
      isOpen={area !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}
      title={area ? t(editing ? `areas.${area}.editTitle` : `areas.${area}.add`) : ''}
    >
      {area ? (
        <Form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <p id="tree-entry-prompt" className="text-stone-800">
            {t(`areas.${area}.prompt`)}
          </p>
          <label htmlFor="tree-entry-text" className="font-semibold text-oasis-900">
            {t('form.label')}
          </label>
          <textarea
            id="tree-entry-text"
            autoFocus
            rows={3}
            value={text}
            maxLength={ENTRY_MAX_LENGTH}
            aria-describedby="tree-entry-prompt tree-entry-hint tree-entry-message"
            aria-invalid={problem === 'empty' || undefined}
            onChange={(event) => onText(event.target.value)}
            className="w-full rounded-xl border border-stone-400 p-3 text-stone-900"
          />
          <p id="tree-entry-hint" className="text-sm text-stone-700">
            {t('form.hint')}
          </p>
          <div id="tree-entry-message">
            <p role="alert" className="font-semibold text-red-800">
              {message}
            </p>
            {problem !== null && typeof problem === 'object' ? (
              <SaveFailure error={problem.failed ?? true} fallback={t('form.error')} />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? t('form.saving') : editing ? t('form.save') : t('form.add')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
    </Modal>
  );
}

interface DeleteDialogProps {
  text: string | null;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an entry is deleted, which cannot be undone; Keep it has the focus. */
export function DeleteEntryDialog({ text, failed, onConfirm, onCancel }: DeleteDialogProps) {
  const { t } = useTranslation('tree-of-life');
  return (
    <Modal
      isOpen={text !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}
      title={t('delete.title')}
    >
      <p className="break-words text-stone-800">{t('delete.text', { text })}</p>
      <p role="alert" className="font-semibold text-red-800">
        {failed ? t('delete.error') : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button autoFocus onClick={onCancel}>
          {t('delete.keep')}
        </Button>
        <Button variant="secondary" onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
