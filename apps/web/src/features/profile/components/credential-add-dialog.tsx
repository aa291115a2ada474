import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type CredentialAddDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  className?: string;
  /** The form, given a way to close the dialog once it has saved or on Cancel. */
  children: (close: () => void) => ReactNode;
};

/** The dialog around an add-skill or add-certification form; the form mounts on each opening, so it starts empty. */
export function CredentialAddDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: CredentialAddDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children(() => onOpenChange(false)) : null}
      </DialogContent>
    </Dialog>
  );
}
