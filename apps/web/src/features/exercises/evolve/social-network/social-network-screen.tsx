import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRequiredDialog } from '@/components/account-required-dialog';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { SaveFailure } from '@/components/save-failure';
import { CompletionCard } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { NO_NOTE, type SaveNote } from '@/exercise-kit/records/save-outcome';
import { useAddressForm } from '@/lib/session/use-address-form';
import { CardSection } from '@/components/card';
import { AddPersonForm } from './components/add-person-form';
import { CirclesMap } from './components/circles-map';
import { DeletePersonDialog } from './components/delete-person-dialog';
import { NetworkSummary } from './components/network-summary';
import { PeopleList } from './components/people-list';
import { PersonEditor } from './components/person-editor';
import { NETWORK_MAX_PEOPLE, type Circle, type ShownPerson } from './network-model';
import { useStage } from './stage';
import { isFull, useNetwork } from './use-network';

export const EXERCISE_PATH = '/exercises/evolve/social-network/exercise';

/**
 * /exercises/evolve/social-network/exercise: the circles of closeness around "me", adding a
 * person into a circle (at most NETWORK_MAX_PEOPLE), editing a name, circle and the optional
 * reflection, deleting after a confirmation; then the summary with the completion card. Changes
 * are said in a polite live region; the focus goes where the next thing is done.
 */
export function SocialNetworkScreen() {
  const { t } = useTranslation('social-network');
  const context = useAddressForm();
  const network = useNetwork();
  const [stage, setStage] = useStage();
  const [editing, setEditing] = useState<ShownPerson | null>(null);
  const [deleting, setDeleting] = useState<ShownPerson | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);
  const [askAccount, setAskAccount] = useState(false);
  // What was done, and whether its save waits on this device for the network.
  const [announcement, setAnnouncement] = useState<SaveNote>(NO_NOTE);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef(stage);

  // A change of stage (not the first render) moves the focus to the new stage's heading.
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    stageHeading.current?.focus();
  }, [stage]);

  const circleName = (circle: Circle) => t(`circles.${circle}`);

  const add = async (name: string, circle: Circle) => {
    const { person, outcome } = await network.add(name, circle);
    setAnnouncement({
      text: t('add.added', { name: person.name, circle: circleName(circle) }),
      outcome,
    });
  };

  const confirmDelete = async (person: ShownPerson) => {
    setDeleting(null);
    try {
      await network.remove(person);
      setDeleteFailure(null);
      setAnnouncement({ text: t('list.deleted', { name: person.name }), outcome: null });
      listHeading.current?.focus();
    } catch (error) {
      setDeleteFailure(error);
    }
  };

  const status = <SaveStatus note={announcement} className="font-semibold text-oasis-900" />;

  if (stage === 'summary') {
    return (
      <Page>
        <NetworkSummary
          people={network.people}
          headingRef={stageHeading}
          onBack={() => setStage('circles')}
        />
        <CompletionCard
          exercise={exerciseById('socialNetwork').slug}
          recordsDone
          message={t('summary.completion')}
          focusOnShow={false}
          onRepeat={() => setStage('circles')}
          onFinish={() => setStage('circles')}
        />
      </Page>
    );
  }

  return (
    <Page>
      <CardSection id="circles-heading" heading={t('exercise.heading')} headingRef={stageHeading}>
        <p className="text-stone-800">{t('exercise.explain', { context })}</p>
        <CirclesMap people={network.people} />
        {network.isPending ? <p className="text-stone-700">{t('exercise.loading')}</p> : null}
        {network.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {t('exercise.loadError')}
          </p>
        ) : null}
        {network.signedIn ? (
          <p className="text-stone-700">{t('exercise.account')}</p>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-stone-700">{t('exercise.guest')}</p>
            <Button variant="secondary" onClick={() => setAskAccount(true)}>
              {t('exercise.saveNetwork')}
            </Button>
          </div>
        )}
        {network.unsaved > 0 && !network.syncing ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-stone-800">{t('exercise.unsaved')}</p>
            <Button variant="secondary" onClick={() => void network.saveTabPeople()}>
              {t('exercise.saveUnsaved')}
            </Button>
          </div>
        ) : null}
        {isFull(network.syncError) ? (
          <p role="alert" className="font-semibold text-red-800">
            {t('add.full', { max: NETWORK_MAX_PEOPLE })}
          </p>
        ) : (
          <SaveFailure error={network.syncError} fallback={t('add.saveError')} />
        )}
        {status}
      </CardSection>
      {network.isPending ? null : <AddPersonForm count={network.people.length} onAdd={add} />}
      <PeopleList
        people={network.people}
        headingRef={listHeading}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <SaveFailure error={deleteFailure} fallback={t('list.deleteError')} />
      <div>
        <Button onClick={() => setStage('summary')}>{t('exercise.toSummary')}</Button>
      </div>
      <PersonEditor
        person={editing}
        onClose={() => setEditing(null)}
        onSave={async (person, name, circle, reflection) => {
          const outcome = await network.update(person, name, circle, reflection);
          setEditing(null);
          setAnnouncement({ text: t('editor.saved'), outcome, saysSaved: true });
        }}
      />
      <DeletePersonDialog
        person={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(person) => void confirmDelete(person)}
      />
      <AccountRequiredDialog
        isOpen={askAccount}
        onOpenChange={setAskAccount}
        reason="save"
        returnTo={EXERCISE_PATH}
      />
    </Page>
  );
}
