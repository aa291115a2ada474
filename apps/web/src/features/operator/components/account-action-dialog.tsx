import { toast } from 'sonner';
import type { OperatorAccount } from '@sudsy/domain/operator';
import { accountActionTexts, type AccountAction } from '@sudsy/domain/operator-accounts';
import { useReinstateAccount } from '../api/reinstate-account';
import { useSuspendAccount } from '../api/suspend-account';
import { OperatorReasonDialog } from './operator-reason-dialog';

type AccountActionDialogProps = {
  account: OperatorAccount;
  /** Suspend, or lift the suspension: fixed while the dialog is open, whatever the account turns into. */
  action: AccountAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Suspending an account, or lifting its suspension, with the reason the audit log keeps. A refusal
 * (409: already suspended, an operator, not suspended) stays in the dialog. Mount it afresh (a new
 * `key`) for each opening.
 */
export function AccountActionDialog({ account, action, open, onOpenChange }: AccountActionDialogProps) {
  const texts = accountActionTexts[action];
  const suspend = useSuspendAccount();
  const reinstate = useReinstateAccount();
  const change = action === 'suspend' ? suspend : reinstate;
  return (
    <OperatorReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title(account.name)}
      description={texts.description}
      note={texts.undo ?? undefined}
      texts={{
        reason: accountActionTexts.reasonLabel,
        hint: accountActionTexts.reasonHint,
        cancel: accountActionTexts.cancel,
        confirm: texts.confirm,
        busy: texts.busy,
        failed: accountActionTexts.failedFallback,
      }}
      destructive={action === 'suspend'}
      pending={change.isPending}
      onConfirm={async (reason) => {
        await change.mutateAsync({ accountId: account.id, reason });
        toast.success(texts.done, { description: texts.doneDescription(account.name) });
        onOpenChange(false);
      }}
    />
  );
}
