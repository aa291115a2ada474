import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema, type Vehicle, type VehicleUpdate } from '@sudsy/domain/vehicle';
import { apiFetch } from '@/lib/api-client';
import { ownerVehiclesQueryKey } from '@/lib/owner-vehicles';
import { parseAnswer } from '@/lib/parse-answer';

export type UpdateVehicleInput = { id: string; changes: VehicleUpdate };

export async function updateVehicle({ id, changes }: UpdateVehicleInput): Promise<Vehicle> {
  const body = await apiFetch(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });
  return parseAnswer(vehicleResponseSchema, body).vehicle;
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: (vehicle) => {
      queryClient.setQueryData<Vehicle[]>(ownerVehiclesQueryKey, (vehicles) =>
        vehicles?.map((existing) => (existing.id === vehicle.id ? vehicle : existing)),
      );
    },
  });
}
