import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  /** Referenced by the section's aria-labelledby so screen readers announce the region by name. */
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}
