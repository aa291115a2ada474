import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Sheet = SheetPrimitive.Root;

const panelSide = {
  left: 'inset-y-0 left-0 h-full w-3/4 sm:max-w-sm',
  right: 'inset-y-0 right-0 h-full w-3/4 sm:max-w-sm',
} as const;

const panelSlide = {
  left: 'border-r group-data-[state=open]/sheet:slide-in-from-left group-data-[state=closed]/sheet:slide-out-to-left',
  right:
    'border-l group-data-[state=open]/sheet:slide-in-from-right group-data-[state=closed]/sheet:slide-out-to-right',
} as const;

/**
 * The dialog element stays put and fades while an inner panel slides, so the sheet's box is where
 * it lands from the first frame (layout checks and screen magnifiers see a steady target).
 */
export function SheetContent({
  className,
  children,
  side = 'right',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof panelSide }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=closed]:animate-out data-[state=closed]:fade-out-0"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'group/sheet fixed z-50 outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:duration-300 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:duration-200',
          panelSide[side],
        )}
        {...props}
      >
        <div
          className={cn(
            'relative flex h-full flex-col gap-4 overflow-y-auto bg-background shadow-lg group-data-[state=open]/sheet:animate-in group-data-[state=open]/sheet:duration-300 group-data-[state=closed]/sheet:animate-out group-data-[state=closed]/sheet:duration-200',
            panelSlide[side],
            className,
          )}
        >
          {children}
          <SheetPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        </div>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
