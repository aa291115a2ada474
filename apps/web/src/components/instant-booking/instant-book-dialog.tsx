import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { instantBookingMessages, instantBookingSchema } from '@sudsy/domain/instant-booking';
import { formatCents } from '@sudsy/domain/money';
import type { ExtraCar } from '@sudsy/domain/booking-cars';
import { listedPriceNote, priceForVehicle } from '@sudsy/domain/size-pricing';
import { vehicleLabel } from '@sudsy/domain/vehicle';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { BookingPaymentNote, useBookingPayment } from '@/components/booking-payment-note';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import { useBookInstantly } from '@/lib/book-instantly';
import { freeSlotsQueryOptions, useFreeSlots } from '@/lib/free-slots';
import { VerifiedBadge } from '@/components/verified-badge';
import { SizeSurchargeRow } from '@/components/size-surcharge-row';
import { BookingTermsNote } from './booking-terms-note';
import { FreeTimesField } from './free-times-field';
import { JobFields, type Place, type ServiceOption } from './job-fields';
import { MoreCarsFields } from './more-cars-fields';
import { useRepeatChoice } from './use-repeat-choice';

export type InstantBookTarget = {
  washerId: string;
  businessName: string;
  /** The Verified badge beside the name (docs/product.md, "Washer verification"). */
  verified?: boolean | undefined;
  serviceIds: string[];
  serviceNames: string[];
  address: string;
  coordinates?: Coordinates | null | undefined;
  /** From the washer's page: the services to choose from, and the address to confirm. */
  serviceOptions?: readonly ServiceOption[] | undefined;
  /** What Book again carries over from the earlier job. */
  vehicleId?: string | undefined;
  notes?: string | undefined;
};

type InstantBookDialogProps = { target: InstantBookTarget; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Book now: the washer's free starts over the next two weeks (shown in the owner's zone, by day
 * and part of the day), the vehicle and notes, then one tap books at the listed prices with the
 * car's size pricing. A start taken meanwhile is refused, and the list is read again so the owner
 * picks from what is free now.
 */
export function InstantBookDialog({ target, open, onOpenChange }: InstantBookDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            Book {target.businessName}
            {target.verified ? <VerifiedBadge /> : null}
          </DialogTitle>
          <DialogDescription>
            {target.serviceOptions
              ? 'Choose the services, the address and a free time: booked at once, at the listed prices.'
              : `${target.serviceNames.join(', ')} at your address, booked at once.`}
          </DialogDescription>
        </DialogHeader>
        {open ? <BookingForm target={target} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BookingForm({ target, onDone }: { target: InstantBookTarget; onDone: () => void }) {
  const vehicleId = useId();
  const notesId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serviceIds, setServiceIds] = useState(target.serviceIds);
  const [place, setPlace] = useState<Place>({ address: target.address, coordinates: target.coordinates ?? null });
  const [moreCars, setMoreCars] = useState<ExtraCar[]>([]);
  // A further car with nothing ticked yet adds nothing to the visit: it is asked about once ticked.
  const pricedCars = moreCars.filter((car) => car.serviceIds.length > 0);
  const free = useFreeSlots(target.washerId, serviceIds, pricedCars, serviceIds.length > 0);
  const vehicles = useOwnerVehicles();
  const book = useBookInstantly();
  const [start, setStart] = useState<string | null>(null);
  const [vehicle, setVehicle] = useState(target.vehicleId ?? '');
  const [notes, setNotes] = useState(target.notes ?? '');
  const repeat = useRepeatChoice();
  const payment = useBookingPayment();
  const [problem, setProblem] = useState<string | null>(null);
  const chosenVehicle = vehicle || (vehicles.data?.length === 1 ? (vehicles.data[0]?.id ?? '') : '');
  const typeOf = (id: string) => vehicles.data?.find((option) => option.id === id)?.type ?? null;
  const vehicleType = typeOf(chosenVehicle);

  const offer = serviceIds.length > 0 ? free.data : undefined;
  // The server charges the same: the listed prices plus the size pricing for each chosen car.
  const price = offer && priceForVehicle(offer.servicesCents, vehicleType, offer.sizeSurcharges);
  const morePrices = offer
    ? pricedCars.map((car, index) => ({
        car,
        price: priceForVehicle(offer.moreServicesCents[index] ?? 0, typeOf(car.vehicleId), offer.sizeSurcharges),
      }))
    : [];
  // A start chosen before the cars changed may not fit the longer visit: it counts only while listed.
  const chosenStart = start !== null && offer?.slots.includes(start) ? start : null;

  const submit = () => {
    // The server's own schema: what it would refuse is said here first.
    const checked = instantBookingSchema.safeParse({
      serviceIds,
      start: chosenStart ?? '',
      vehicleId: chosenVehicle,
      address: place.address,
      coordinates: place.coordinates,
      notes,
      repeat: repeat.request(),
      moreCars,
    });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    book.mutate(
      { washerId: target.washerId, ...checked.data },
      {
        onSuccess: (booking) => {
          toast.success(instantBookingMessages.booked);
          onDone();
          void navigate(`/appointments/${booking.appointmentId}`);
        },
        onError: (error) => {
          setProblem(serverMessage(error) ?? 'Could not book. Please try again.');
          // The list of clashing dates says it under its heading.
          if (repeat.showClashes(error)) setProblem(null);
          else if (error instanceof ApiError && error.code === 'slot_taken') {
            setStart(null);
            void queryClient.invalidateQueries(freeSlotsQueryOptions(target.washerId, serviceIds, pricedCars));
          }
        },
      },
    );
  };

  const totalCents = (price?.totalCents ?? 0) + morePrices.reduce((sum, line) => sum + line.price.totalCents, 0);
  const labelOf = (id: string) => {
    const found = vehicles.data?.find((option) => option.id === id);
    return found ? vehicleLabel(found) : 'Your vehicle';
  };
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {target.serviceOptions ? (
        <JobFields
          options={target.serviceOptions}
          chosen={serviceIds}
          onChosenChange={(chosen) => {
            setServiceIds(chosen);
            setStart(null);
          }}
          place={place}
          onPlaceChange={setPlace}
        />
      ) : null}
      {offer && price && morePrices.length > 0 ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <p>
            {offer.durationMinutes} min for {morePrices.length + 1} cars
          </p>
          {[{ car: { vehicleId: chosenVehicle }, price }, ...morePrices].map((line, index) => (
            <p key={index} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">{labelOf(line.car.vehicleId)}</span>
              <span className="shrink-0 tabular-nums">{formatCents(line.price.totalCents)}</span>
            </p>
          ))}
          <p className="flex flex-wrap justify-between gap-2 border-t pt-1 font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{formatCents(totalCents)}</span>
          </p>
        </div>
      ) : offer && price ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <p className="flex flex-wrap justify-between gap-2">
            <span>{offer.durationMinutes} min</span>
            <span className="tabular-nums">{formatCents(price.servicesCents)}</span>
          </p>
          <SizeSurchargeRow vehicleType={vehicleType} price={price} />
          <p className="flex flex-wrap justify-between gap-2 border-t pt-1 font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{formatCents(price.totalCents)}</span>
          </p>
          {vehicleType === null ? <p className="text-xs text-muted-foreground">{listedPriceNote}</p> : null}
        </div>
      ) : null}

      <FreeTimesField free={serviceIds.length > 0 ? free : null} chosen={chosenStart} onChoose={setStart} />

      <div className="grid gap-2">
        <Label htmlFor={vehicleId}>Vehicle</Label>
        {vehicles.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Link to="/vehicles" className="font-medium text-primary underline-offset-4 hover:underline">
              Add a vehicle
            </Link>{' '}
            first.
          </p>
        ) : (
          <Select value={chosenVehicle} onValueChange={setVehicle}>
            <SelectTrigger id={vehicleId} className="w-full">
              <SelectValue placeholder="Choose your vehicle" />
            </SelectTrigger>
            <SelectContent>
              {(vehicles.data ?? []).map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {vehicleLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>

      {vehicles.data && vehicles.data.length > 1 ? (
        <MoreCarsFields
          cars={moreCars}
          onCarsChange={setMoreCars}
          vehicles={vehicles.data}
          firstVehicleId={chosenVehicle}
          options={
            target.serviceOptions ??
            target.serviceIds.map((serviceId, index) => ({ serviceId, name: target.serviceNames[index] ?? serviceId }))
          }
          firstServiceIds={serviceIds}
        />
      ) : null}

      {repeat.fields}

      <div className="grid gap-2">
        <Label htmlFor={notesId}>Notes for the washer (optional)</Label>
        <Textarea id={notesId} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={1000} />
      </div>

      {offer ? <BookingTermsNote offer={offer} start={chosenStart} payment={payment} /> : null}
      <BookingPaymentNote payment={payment} washerName={target.businessName} />

      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      <DialogFooter>
        <Button
          type="submit"
          disabled={book.isPending || !offer?.slots.length || payment.state === 'no-card'}
          aria-busy={book.isPending}
        >
          {book.isPending ? (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <CalendarCheckIcon aria-hidden />
          )}
          {price ? `Book for ${formatCents(totalCents)}` : 'Book'}
        </Button>
      </DialogFooter>
    </form>
  );
}
