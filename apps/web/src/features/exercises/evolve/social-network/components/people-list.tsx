import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { preloadModal } from '@/components/modal';
import { CardSection } from '@/components/card';
import { CIRCLES, type ShownPerson } from '../network-model';
import { PersonMarkers } from './person-markers';

interface PeopleListProps {
  people: ShownPerson[];
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: (person: ShownPerson) => void;
  onDelete: (person: ShownPerson) => void;
}

/** The people by circle, as lists: what the picture shows, with Edit and Delete for each. */
export function PeopleList({ people, headingRef, onEdit, onDelete }: PeopleListProps) {
  const { t } = useTranslation('social-network');
  return (
    <CardSection id="people-heading" heading={t('list.heading')} headingRef={headingRef}>
      <p className="text-stone-700">{t('list.hint')}</p>
      {CIRCLES.map((circle) => {
        const inCircle = people.filter((person) => person.circle === circle);
        return (
          <section
            key={circle}
            aria-labelledby={`circle-${circle}`}
            className="flex flex-col gap-2"
          >
            <h3 id={`circle-${circle}`} className="text-lg font-semibold text-stone-900">
              {t(`circles.${circle}`)}
            </h3>
            {inCircle.length === 0 ? (
              <p className="text-stone-700">{t('list.emptyCircle')}</p>
            ) : (
              <ul aria-labelledby={`circle-${circle}`} className="flex flex-col gap-2">
                {inCircle.map((person) => (
                  <li
                    key={person.id}
                    className="flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 p-3"
                  >
                    <span className="font-semibold break-words text-stone-900">{person.name}</span>
                    <PersonMarkers person={person} />
                    <span className="ms-auto flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t('list.editLabel', { name: person.name })}
                        onPointerEnter={() => void preloadModal().catch(() => undefined)}
                        onFocus={() => void preloadModal().catch(() => undefined)}
                        onClick={() => onEdit(person)}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        variant="quiet"
                        aria-label={t('list.deleteLabel', { name: person.name })}
                        onFocus={() => void preloadModal().catch(() => undefined)}
                        onClick={() => onDelete(person)}
                      >
                        {t('list.delete')}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </CardSection>
  );
}
