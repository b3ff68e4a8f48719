import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { CardSection } from '@/components/card';
import { CIRCLES, QUESTIONS, type ShownPerson } from '../network-model';
import { CirclesMap } from './circles-map';
import { PersonMarkers } from './person-markers';

/** The summary: the circles again, then each circle's people with their answers, and a way back. */
interface NetworkSummaryProps {
  people: ShownPerson[];
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

export function NetworkSummary({ people, headingRef, onBack }: NetworkSummaryProps) {
  const { t } = useTranslation('social-network');
  const context = useAddressForm();
  return (
    <CardSection id="summary-heading" heading={t('summary.heading')} headingRef={headingRef}>
      <p className="text-stone-800">{people.length ? t('summary.intro') : t('summary.empty')}</p>
      {people.length ? <CirclesMap people={people} /> : null}
      {CIRCLES.map((circle) => {
        const inCircle = people.filter((person) => person.circle === circle);
        if (inCircle.length === 0) return null;
        return (
          <section
            key={circle}
            aria-labelledby={`summary-${circle}`}
            className="flex flex-col gap-2"
          >
            <h3 id={`summary-${circle}`} className="text-lg font-semibold text-stone-900">
              {t(`circles.${circle}`)}
            </h3>
            <ul aria-labelledby={`summary-${circle}`} className="flex flex-col gap-2">
              {inCircle.map((person) => (
                <li key={person.id} className="flex flex-col gap-2 rounded-xl bg-oasis-50 p-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words text-stone-900">{person.name}</span>
                    <PersonMarkers person={person} />
                  </p>
                  {person.hasReflection ? (
                    <dl className="flex flex-col gap-1">
                      {QUESTIONS.filter((question) => person.reflection[question]).map(
                        (question) => (
                          <div key={question}>
                            <dt className="text-sm font-semibold text-stone-800">
                              {t(`questions.${question}`, { context })}
                            </dt>
                            <dd className="whitespace-pre-wrap text-stone-900">
                              {person.reflection[question]}
                            </dd>
                          </div>
                        ),
                      )}
                    </dl>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('summary.back')}
        </Button>
      </div>
    </CardSection>
  );
}
