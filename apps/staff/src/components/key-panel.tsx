import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyLoadError, forgetKeys, loadKeyFile, useLoadedKeys } from '../lib/keys';
import { shortKeyId } from '../lib/open-requests';
import { useFormatDate } from '../lib/format';
import { isolate } from '../lib/isolate';
import { Button, Field, inputClass } from './ui';

/**
 * Loading the organisation's private key file into this tab, and which keys are loaded. The
 * file is read here and imported as a key no script can read back; nothing of it is sent.
 */
export function KeyPanel({ madeAt }: { madeAt: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('inbox');
  const keys = useLoadedKeys();
  const formatDate = useFormatDate();
  const [problem, setProblem] = useState<KeyLoadError['problem'] | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    try {
      await loadKeyFile(file);
    } catch (error) {
      setProblem(error instanceof KeyLoadError ? error.problem : 'unreadable');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <section
      aria-labelledby="key-heading"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="key-heading" className="text-lg font-semibold">
        {t('key.heading')}
      </h2>
      {keys.length === 0 && <p className="text-stone-800">{t('key.explain')}</p>}
      {/* Announced as keys are loaded and forgotten. */}
      <div aria-live="polite">
        {keys.length > 0 && (
          <ul className="flex flex-col gap-1">
            {keys.map((key) => {
              const made = madeAt.get(key.keyId);
              return (
                <li key={key.keyId}>
                  {made
                    ? t('key.loaded', {
                        id: isolate(shortKeyId(key.keyId)),
                        date: isolate(formatDate(made)),
                      })
                    : t('key.loadedUnknown', { id: isolate(shortKeyId(key.keyId)) })}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Field
        label={keys.length === 0 ? t('key.file') : t('key.loadAnother')}
        hint={t('key.fileHint')}
        error={problem ? t(`key.${problem}`) : undefined}
      >
        {(field) => (
          <input
            {...field}
            ref={input}
            type="file"
            accept=".jwk,.json,application/json"
            className={inputClass}
            onChange={(event) => void onFile(event.currentTarget.files?.[0])}
          />
        )}
      </Field>
      {keys.length > 0 && (
        <Button variant="secondary" className="self-start" onClick={forgetKeys}>
          {t('key.forget')}
        </Button>
      )}
    </section>
  );
}
