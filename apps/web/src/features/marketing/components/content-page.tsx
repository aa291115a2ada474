import { useId, type ReactNode } from 'react';

type ContentPageProps = {
  title: string;
  lead: string;
  /** A small line under the lead, such as the date a policy last changed. */
  note?: string;
  children: ReactNode;
};

/** The frame of the footer's text pages (about, FAQ, contact, privacy, terms): one h1, a lead, then sections. */
export function ContentPage({ title, lead, note, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <title>{`${title} | Sudsy`}</title>
      <header className="border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>
        {note && <p className="mt-4 text-sm text-muted-foreground">{note}</p>}
      </header>
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </article>
  );
}

// Body text is plain JSX in each page; these descendant styles give it consistent prose spacing
// without pulling in a typography plugin.
const proseClasses =
  'flex flex-col gap-4 leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5 [&_li]:marker:text-muted-foreground';

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className={proseClasses}>{children}</div>
    </section>
  );
}
