import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  accountDeletedToast,
  accountDeletionMessages,
  accountMessages,
  deleteAccountSchema,
  type DeleteAccountInput,
} from '@sudsy/domain/account';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useDeleteAccount } from '../api/delete-account';

/** Delete account: the password, and the authenticator's code when two-factor is on, confirm it. */
export function DeleteAccountDialog({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">{accountDeletionMessages.title}</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{accountDeletionMessages.title}</DialogTitle>
          <DialogDescription>{accountDeletionMessages.explanation}</DialogDescription>
        </DialogHeader>
        {open ? <DeleteAccountForm twoFactorEnabled={twoFactorEnabled} onCancel={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ twoFactorEnabled, onCancel }: { twoFactorEnabled: boolean; onCancel: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', code: '' },
  });
  const onValid = async (input: DeleteAccountInput) => {
    try {
      await remove.mutateAsync(input);
      toast.success(accountDeletedToast.title, { description: accountDeletedToast.description });
      await navigate('/', { replace: true });
    } catch (error) {
      // The server checks the password and the code; a refusal marks the field it is about.
      const fields = error instanceof ApiError ? error.fields : {};
      const field = fields.password ? 'password' : fields.code ? 'code' : null;
      if (field) form.setError(field, { message: fields[field] }, { shouldFocus: true });
      else toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected });
    }
  };
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        {twoFactorEnabled ? (
          <FormInputField
            control={form.control}
            name="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        ) : null}
        <FormDialogFooter
          onCancel={onCancel}
          pending={remove.isPending}
          submitLabel={accountDeletionMessages.title}
          busyLabel="Deleting..."
          destructive
        />
      </form>
    </Form>
  );
}
