import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SearchIcon } from 'lucide-react';
import type { z } from 'zod';
import { accountLookupQuerySchema } from '@sudsy/domain/operator';
import { operatorAccountTexts } from '@sudsy/domain/operator-accounts';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type LookupValues = z.input<typeof accountLookupQuerySchema>;
type LookupOutput = z.output<typeof accountLookupQuerySchema>;

type AccountSearchFormProps = {
  /** The email searched last, which the field starts with. */
  searched: string;
  onSearch: (email: string) => void;
  searching: boolean;
  /** The server's refusal of the last search (400: too short), shown under the field until it changes. */
  serverError: string | null;
};

/**
 * "Find an account by email": Enter or Search runs it. Too short a text is refused here with the
 * server's own message before any request, and the server's answer to one is shown the same way.
 */
export function AccountSearchForm({ searched, onSearch, searching, serverError }: AccountSearchFormProps) {
  const form = useForm<LookupValues, unknown, LookupOutput>({
    resolver: zodResolver(accountLookupQuerySchema),
    defaultValues: { email: searched },
  });
  const id = useId();
  const typed = form.watch('email');
  const message =
    form.formState.errors.email?.message ?? (serverError && typed.trim() === searched ? serverError : null);

  return (
    <form
      noValidate
      role="search"
      aria-label={operatorAccountTexts.searchLabel}
      onSubmit={(event) => void form.handleSubmit(({ email }) => onSearch(email))(event)}
      className="grid gap-2"
    >
      <Label htmlFor={id} data-error={message !== null} className="data-[error=true]:text-destructive">
        {operatorAccountTexts.searchLabel}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="search"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={operatorAccountTexts.searchPlaceholder}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          className="sm:max-w-md"
          {...form.register('email')}
        />
        <Button type="submit" disabled={searching} className="sm:w-32">
          {searching ? null : <SearchIcon aria-hidden />}
          <PendingLabel pending={searching} idle={operatorAccountTexts.search} busy={operatorAccountTexts.searching} />
        </Button>
      </div>
      {/* The error replaces the hint, which says the same rule in other words. */}
      {message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {operatorAccountTexts.searchHint}
        </p>
      )}
    </form>
  );
}
