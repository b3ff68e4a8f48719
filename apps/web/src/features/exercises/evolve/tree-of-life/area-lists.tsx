import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { AREAS, type Area } from './areas';
import type { ShownEntry } from './use-tree';

/** The id of an area's add button, and of an entry's change button, for moving the focus. */
export const addButtonId = (area: Area) => `tree-add-${area}`;
export const changeButtonId = (id: string) => `tree-change-${id}`;

interface AreaListsProps {
  entries: ShownEntry[];
  /** Heading level of each area's name. */
  level?: 2 | 3;
  /** Shown with buttons to add, change and delete; without them, to read (the summary). */
  actions?: {
    disabled: boolean;
    showUnsaved: boolean;
    onAdd: (area: Area) => void;
    onChange: (entry: ShownEntry) => void;
    onDelete: (entry: ShownEntry) => void;
  };
}

/** The entries of each area as a list under the area's name and meaning (spec order). */
export function AreaLists({ entries, level = 3, actions }: AreaListsProps) {
  const { t } = useTranslation('tree-of-life');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      {AREAS.map((area) => {
        const mine = entries.filter((entry) => entry.area === area);
        const headingId = `tree-area-${area}${actions ? '' : '-summary'}`;
        return (
          <section
            key={area}
            aria-labelledby={headingId}
            className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4"
          >
            <Heading id={headingId} className="text-lg font-semibold text-oasis-900">
              {t(`areas.${area}.name`)}
            </Heading>
            <p className="text-stone-700">{t(`areas.${area}.meaning`)}</p>
            {mine.length === 0 ? (
              <p className="text-stone-600">{t('tree.empty')}</p>
            ) : (
              <ul aria-labelledby={headingId} className="flex flex-col gap-2">
                {mine.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3 text-stone-900"
                  >
                    <p className="break-words whitespace-pre-wrap">{entry.text}</p>
                    {actions?.showUnsaved && !entry.saved ? (
                      <p className="text-sm text-stone-700">{t('tree.notSaved')}</p>
                    ) : null}
                    {actions ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          id={changeButtonId(entry.id)}
                          variant="secondary"
                          disabled={actions.disabled}
                          aria-label={t('entry.changeLabel', { text: entry.text })}
                          onClick={() => actions.onChange(entry)}
                        >
                          {t('entry.change')}
                        </Button>
                        <Button
                          variant="quiet"
                          disabled={actions.disabled}
                          aria-label={t('entry.deleteLabel', { text: entry.text })}
                          onClick={() => actions.onDelete(entry)}
                        >
                          {t('entry.delete')}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {actions ? (
              <div>
                <Button
                  id={addButtonId(area)}
                  disabled={actions.disabled}
                  onClick={() => actions.onAdd(area)}
                >
                  {t(`areas.${area}.add`)}
                </Button>
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
