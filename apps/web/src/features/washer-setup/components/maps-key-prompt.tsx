import { useId, useState, type FormEvent } from 'react';
import { KeyRoundIcon } from 'lucide-react';
import { toast } from 'sonner';
import { mapsKeyMinLength } from '@sudsy/domain/constants';
import { mapsMessages } from '@sudsy/domain/geo';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { clearMapsKey, storeMapsKey } from '../lib/maps-key-storage';
import { mapsKeyTexts } from '../lib/service-area-texts';

function failure(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

/**
 * In Google mode with no key on the server, the washer gives one, kept in this browser
 * (at least 20 characters). Once there is one, a confirmation with Cancel takes it away again.
 */
export function MapsKeyPrompt({
  savedKey,
  onChange,
}: {
  savedKey: string | null;
  onChange: (key: string | null) => void;
}) {
  if (savedKey) {
    const cancel = () => {
      try {
        clearMapsKey();
        onChange(null);
      } catch (error) {
        toast.error('Error', { description: failure(error, mapsMessages.keyClearFailed) });
      }
    };
    return (
      <Alert variant="info" role="status">
        <KeyRoundIcon aria-hidden />
        <AlertTitle>Maps API key saved in this browser</AlertTitle>
        <AlertDescription>
          <p>The server has no maps key, so this browser uses yours.</p>
          <Button type="button" variant="outline" size="sm" onClick={cancel} className="mt-1">
            Cancel
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <MapsKeyForm onSaved={onChange} />;
}

function MapsKeyForm({ onSaved }: { onSaved: (key: string) => void }) {
  const id = useId();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return setError(mapsMessages.keyEmpty);
    if (trimmed.length < mapsKeyMinLength) return setError(mapsKeyTexts.tooShort);
    try {
      storeMapsKey(trimmed);
      setError(null);
      onSaved(trimmed);
      toast.success(mapsKeyTexts.saved);
    } catch (caught) {
      toast.error('Error', { description: failure(caught, mapsMessages.keySaveFailed) });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed p-4">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 font-medium">
          <KeyRoundIcon className="size-4 text-primary" aria-hidden />
          Maps API key needed
        </p>
        <p className="text-sm text-muted-foreground">
          The server has no maps key yet. Enter one to set your service area on the map.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id} data-error={!!error} className="data-[error=true]:text-destructive">
          Google Maps API Key
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            type="password"
            autoComplete="off"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" className="shrink-0">
            Save API Key
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
