import { useTranslation } from 'react-i18next';
import { useSessionDraft } from '@/exercise-kit/hooks/use-session-draft';
import { EXERCISE } from './kept-place';

/**
 * The two people's names or nicknames, as typed. They are kept only in this tab, as drafts (so a
 * reload keeps them and logging out forgets them), and never sent anywhere.
 */
export function useNames() {
  const { t } = useTranslation('conversing-together');
  const [first, setFirst, clearFirst] = useSessionDraft(`${EXERCISE}.name1`);
  const [second, setSecond, clearSecond] = useSessionDraft(`${EXERCISE}.name2`);
  return {
    typed: [first, second] as const,
    set: [setFirst, setSecond] as const,
    /** The names shown: what was typed, or "Person 1" / "Person 2". */
    shown: [first.trim() || t('person.first'), second.trim() || t('person.second')] as const,
    forget: () => {
      clearFirst();
      clearSecond();
    },
  };
}
