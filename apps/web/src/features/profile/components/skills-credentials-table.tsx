import type { ReactNode } from 'react';
import { Trash2Icon } from 'lucide-react';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A table of the Skills & Certifications tab; it scrolls sideways on a narrow screen rather than squeezing. */
type CredentialsTableProps = {
  label: string;
  columns: string[];
  children: ReactNode;
  /** Below this the table scrolls. */ minWidth: string;
};

export function CredentialsTable({ label, columns, children, minWidth }: CredentialsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className={cn('w-full text-sm', minWidth)}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/50 text-left text-xs font-medium text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === columns.length - 1 ? 'px-3 py-2 text-right' : 'px-3 py-2'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function RemoveRowButton({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove ${label}`}
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
      disabled={pending}
    >
      {pending ? null : <Trash2Icon aria-hidden />}
      <PendingLabel pending={pending} idle="Remove" busy="Removing..." />
    </Button>
  );
}
