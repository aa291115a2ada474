import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema, type Vehicle, type VehicleInput } from '@sudsy/domain/vehicle';
import { apiFetch } from '@/lib/api-client';
import { ownerVehiclesQueryKey } from '@/lib/owner-vehicles';
import { parseAnswer } from '@/lib/parse-answer';

export async function createVehicle(input: VehicleInput): Promise<Vehicle> {
  return parseAnswer(vehicleResponseSchema, await apiFetch('/api/vehicles', { method: 'POST', json: input })).vehicle;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: (vehicle) => {
      queryClient.setQueryData<Vehicle[]>(ownerVehiclesQueryKey, (vehicles) =>
        vehicles ? [vehicle, ...vehicles] : undefined,
      );
    },
  });
}
