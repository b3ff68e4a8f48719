import type { NicknameParts } from '@waha/shared';
import {
  NICKNAME_CATEGORIES,
  NICKNAME_COLOURS,
  NICKNAME_ITEMS,
  type NicknameCategory,
  type NicknameColour,
} from '@waha/shared/nickname-words';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/form-field';

const selectClass = `${inputClass} appearance-auto`;

function randomOf<T>(list: readonly [T, ...T[]] | readonly T[]): T {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const choice = list[random % list.length];
  if (choice === undefined) throw new Error('Nothing to choose from');
  return choice;
}

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('Nothing to choose from');
  return first;
}

/** The first words of each list: what the screen shows before its random suggestion. */
export const FIRST_PARTS: NicknameParts = {
  category: NICKNAME_CATEGORIES[0],
  item: firstOf(NICKNAME_ITEMS[NICKNAME_CATEGORIES[0]]).id,
  colour: NICKNAME_COLOURS[0],
};

/** A fresh random choice of word and colour within a theme. */
export function randomParts(
  category: NicknameCategory = randomOf(NICKNAME_CATEGORIES),
): NicknameParts {
  return {
    category,
    item: randomOf(NICKNAME_ITEMS[category]).id,
    colour: randomOf(NICKNAME_COLOURS),
  };
}

/** The nickname the three choices make, in the interface language's word order and agreement. */
export function useComposeNickname(): (parts: NicknameParts) => string {
  const { t } = useTranslation(['auth', 'nickname-words']);
  return (parts) => {
    const category = parts.category as NicknameCategory;
    const word = NICKNAME_ITEMS[category]?.find((item) => item.id === parts.item);
    if (!word) return '';
    const item = t(`items.${category}.${parts.item}` as 'items.animals.gazelle', {
      ns: 'nickname-words',
    });
    const colour = t(`colours.${parts.colour as NicknameColour}.${word.arabicGender}`, {
      ns: 'nickname-words',
    });
    return t('nickname.compose', { ns: 'auth', colour, item });
  };
}

interface NicknameBuilderProps {
  parts: NicknameParts;
  onChange: (parts: NicknameParts) => void;
}

/** Theme, word and colour pickers that build a nickname (registration, spec §2). */
export function NicknameBuilder({ parts, onChange }: NicknameBuilderProps) {
  const { t } = useTranslation(['auth', 'nickname-words']);
  const category = parts.category as NicknameCategory;
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-oasis-100 bg-oasis-50 p-4 sm:grid-cols-3">
      <legend className="sr-only">{t('nickname.label')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="font-semibold text-stone-800">
          {t('nickname.category')}
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={parts.category}
          onChange={(event) => onChange(randomParts(event.target.value as NicknameCategory))}
        >
          {NICKNAME_CATEGORIES.map((id) => (
            <option key={id} value={id}>
              {t(`categories.${id}`, { ns: 'nickname-words' })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-item`} className="font-semibold text-stone-800">
          {t('nickname.item')}
        </label>
        <select
          id={`${id}-item`}
          className={selectClass}
          value={parts.item}
          onChange={(event) => onChange({ ...parts, item: event.target.value })}
        >
          {NICKNAME_ITEMS[category].map(({ id }) => (
            <option key={id} value={id}>
              {t(`items.${category}.${id}` as 'items.animals.gazelle', { ns: 'nickname-words' })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-colour`} className="font-semibold text-stone-800">
          {t('nickname.colour')}
        </label>
        <select
          id={`${id}-colour`}
          className={selectClass}
          value={parts.colour}
          onChange={(event) => onChange({ ...parts, colour: event.target.value })}
        >
          {NICKNAME_COLOURS.map((id) => (
            <option key={id} value={id}>
              {t(`colours.${id}.masculine`, { ns: 'nickname-words' })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onChange(randomParts(category))}
        className="justify-self-start rounded-xl px-3 py-2 font-semibold text-oasis-800 underline hover:bg-oasis-100 sm:col-span-3"
      >
        {t('nickname.shuffle')}
      </button>
    </fieldset>
  );
}
