import type { ReactNode } from 'react';
import { CheckIcon, DownloadIcon, MinusIcon, PrinterIcon, ReceiptTextIcon } from 'lucide-react';
import { checklistTexts } from '@sudsy/domain/checklists';
import {
  receiptBusinessLine,
  receiptAmount,
  receiptTexts,
  receiptWhen,
  type Receipt,
  type ReceiptChecklist,
  type ReceiptPayment,
} from '@sudsy/domain/receipt';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { receiptPdfUrl } from '../api/download-receipt-pdf';
import { useReceipt } from '../api/get-receipt';

/**
 * A completed job's receipt (docs/product.md, "Receipts"), with its PDF and a Print button. When
 * printed, the page shows this card alone (the print rules in index.css find it by data-print-only).
 */
export function ReceiptCard({ appointmentId }: { appointmentId: string }) {
  const receipt = useReceipt(appointmentId);
  const data = receipt.data;
  return (
    <div data-print-only>
      <SectionCard
        id="appointment-receipt"
        title={receiptTexts.title}
        icon={<ReceiptTextIcon />}
        // What the page offers, not part of the record: the printed receipt leaves it out.
        description={<span className="print:hidden">{receiptTexts.description}</span>}
        className="print:gap-4 print:border-0 print:bg-white print:text-black print:shadow-none"
        action={data ? <ReceiptActions appointmentId={appointmentId} /> : undefined}
      >
        {data ? (
          <ReceiptBody receipt={data} />
        ) : receipt.isError ? (
          <LoadFailed
            title={receiptTexts.loadFailed}
            description={receiptTexts.loadFailedDescription}
            onRetry={() => void receipt.refetch()}
            retrying={receipt.isFetching}
          />
        ) : (
          <ReceiptSkeleton />
        )}
      </SectionCard>
    </div>
  );
}

function ReceiptActions({ appointmentId }: { appointmentId: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="outline" size="sm">
        {/* A plain link: the browser saves the server's attachment, no script needed. */}
        <a href={receiptPdfUrl(appointmentId)} download>
          <DownloadIcon aria-hidden />
          {receiptTexts.download}
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <PrinterIcon aria-hidden />
        {receiptTexts.print}
      </Button>
    </div>
  );
}

const muted = 'text-muted-foreground print:text-neutral-600';

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  return (
    <div className="grid gap-6 text-sm">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label={receiptTexts.number}>
          <span className="font-mono tracking-tight">{receipt.number}</span>
        </Fact>
        <Fact label={receiptTexts.washer}>{receiptBusinessLine(receipt.washer)}</Fact>
        <Fact label={receiptTexts.when}>{receiptWhen(receipt)}</Fact>
        <Fact label={receiptTexts.place}>{receipt.address}</Fact>
        <Fact label={receiptTexts.customer}>{receipt.ownerName}</Fact>
        <Fact label={receiptTexts.vehicle}>{receipt.vehicle}</Fact>
      </dl>
      <div className="grid gap-2">
        <h3 className={`font-medium ${muted}`}>{receiptTexts.services}</h3>
        <ul className="grid list-inside list-disc gap-1">
          {receipt.services.map((service) => (
            <li key={service.id}>{service.name}</li>
          ))}
        </ul>
      </div>
      {receipt.checklist ? <ReceiptChecklistList items={receipt.checklist} /> : null}
      <table className="w-full border-t print:border-neutral-300">
        <caption className="sr-only">{receiptTexts.title}</caption>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {line.label}
              </th>
              <td className="py-2 text-right tabular-nums">{receiptAmount(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t print:border-neutral-300">
          <tr className="text-base font-semibold">
            <th scope="row" className="pt-3 pr-4 text-left">
              {receiptTexts.total}
            </th>
            <td className="pt-3 text-right tabular-nums">{receiptAmount(receipt.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {receipt.payment ? <ReceiptPaymentTable payment={receipt.payment} /> : null}
      <p className={`hidden print:block ${muted}`}>{receiptTexts.thanks}</p>
    </div>
  );
}

/** The job's checklist as the washer left it: each step ticked or not, and how many were. */
function ReceiptChecklistList({ items }: { items: ReceiptChecklist }) {
  const done = items.filter((item) => item.done).length;
  return (
    <div className="grid gap-2">
      <h3 className={`font-medium ${muted}`}>
        {receiptTexts.checklist}: {checklistTexts.progress(done, items.length)}
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <li key={`${item.service}-${item.label}`} className="flex items-center gap-2">
            {item.done ? (
              <CheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            ) : (
              <MinusIcon className={`size-4 shrink-0 ${muted}`} aria-hidden />
            )}
            <span className={item.done ? undefined : muted}>
              {item.service}: {item.label}
              <span className="sr-only">{item.done ? ', done' : ', not ticked'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the job was paid through Sudsy: the card, and what it was charged (the washer's copy adds fee and net). */
function ReceiptPaymentTable({ payment }: { payment: ReceiptPayment }) {
  const last = payment.rows.length - 1;
  return (
    <table className="w-full border-t print:border-neutral-300">
      <caption className="pt-3 text-left">
        <span className="block font-semibold">{receiptTexts.payment}</span>
        <span className={muted}>{payment.status}</span>
      </caption>
      <tbody>
        {payment.rows.map((row, index) => (
          <tr key={row.label} className={index === last ? 'font-semibold' : undefined}>
            <th scope="row" className="py-1.5 pr-4 text-left font-[inherit]">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{receiptAmount(row.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={muted}>{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** As tall as a receipt of one service and one line, so nothing moves when it arrives. */
function ReceiptSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{receiptTexts.loading}</span>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="grid gap-1">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-44" />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="grid gap-3 border-t pt-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-6 w-full" />
      </div>
    </div>
  );
}
