import { useState, type ReactNode } from 'react';
import { AccountRequiredDialog } from '@/components/account-required-dialog';
import { Button } from '@/components/button';
import type { SaveNote } from '../records/save-outcome';
import { SaveStatus } from './save-status';

interface SaveBarProps {
  /** A guest who presses Save is asked to register or log in first (spec §6). */
  signedIn: boolean;
  /** Where the guest comes back to afterwards (this screen's path). */
  returnTo: string;
  label: string;
  /** Called for a signed-in person only. */
  onSave: () => void;
  /** A save under way: the button waits, and says `busyLabel` if there is one. */
  busy?: boolean;
  busyLabel?: string;
  /** How the last save went (save-status.tsx), when the bar says it. */
  note?: SaveNote;
  noteClassName?: string;
  /** The row's other buttons, after Save. */
  children?: ReactNode;
}

/**
 * An exercise's Save row: the button, the screen's other buttons beside it, how the last save went,
 * and the account-required dialog for a guest (what a guest did stays in this tab meanwhile).
 */
export function SaveBar(props: SaveBarProps) {
  const { signedIn, busy = false, note } = props;
  const [askAccount, setAskAccount] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => (signedIn ? props.onSave() : setAskAccount(true))} disabled={busy}>
          {busy && props.busyLabel ? props.busyLabel : props.label}
        </Button>
        {props.children}
        {note ? <SaveStatus note={note} className={props.noteClassName} /> : null}
      </div>
      <AccountRequiredDialog
        isOpen={askAccount}
        onOpenChange={setAskAccount}
        reason="save"
        returnTo={props.returnTo}
      />
    </>
  );
}
